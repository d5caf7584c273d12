#pragma once

#include "Explorer.h"
#include "MatrixCell.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace atlas {

// Every handler strategy (with the correct relay) and every relay strategy
// (with the correct handler) against every fault point, each cell one search
// of MatrixWorld with that single fault (K = 1). Cells run on `threads`
// workers; the result does not depend on how many.
class CrashMatrix
{
public:
    struct Row
    {
        std::string strategy;
        bool relay = false;
    };
    static std::vector<Row> rows();
    static std::vector<ExploreFault> columns();

    // Called as cells finish: cells done, cells in all.
    using Progress = std::function<void(std::size_t done, std::size_t total)>;
    static std::vector<MatrixCell> run(int threads = 2, const std::atomic<bool>* cancel = nullptr,
                                       const Progress& progress = {});
    static MatrixCell runCell(const Row& row, ExploreFault fault);
    // The search behind a cell: MatrixWorld, the row's strategies, K = 1.
    static Explorer explorerFor(const Row& row, ExploreFault fault);
};

} // namespace atlas
