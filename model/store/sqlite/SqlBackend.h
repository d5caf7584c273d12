#pragma once

#include "store/RowStore.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace atlas {

// A file store's documents: one SQLite database in WAL mode. Qt SQL opens it
// and sets it up; the statements run per document are prepared once and run
// through SQLite's own interface (SqliteStatement), text bound and read as
// the UTF-8 bytes the file holds, without a copy or a QVariant. Any SQL
// error becomes a StoreError.
class SqlBackend final : public RowStore
{
public:
    static constexpr int kSchemaVersion = 1;
    static constexpr int kApplicationId = 0x41544C42; // "ATLB"

    // A new or empty file is initialised; anything else must be a lab file
    // of this or an older schema.
    explicit SqlBackend(const QString& filePath);
    ~SqlBackend();
    SqlBackend(const SqlBackend&) = delete;
    SqlBackend& operator=(const SqlBackend&) = delete;

    // Every stored document once, in no particular order (used to validate
    // a file and to count its documents when it is opened).
    using ScanVisitor = std::function<void(const std::string& collection, const std::string& id,
                                           const char* data, std::size_t size)>;
    void scanAll(const ScanVisitor& visit);
    bool fetch(const std::string& collection, const std::string& id, Row& row) override;
    void fetchCollection(const std::string& collection, const RowVisitor& visit) override;
    // All or nothing: one statement commits on its own (SQLite makes every
    // statement atomic), several run inside BEGIN ... COMMIT.
    void write(const std::vector<Write>& writes) override;

private:
    struct Statements;
    void open();
    void close();
    // Throws unless the file is usable; true when it needs the schema set up.
    bool checkCompatible();
    void prepareSchema(bool setUp);
    void switchToWal();
    void upsert(const std::vector<const Write*>& rows);
    void remove(const Write& w);

    QString filePath_;
    QString connection_;
    std::unique_ptr<Statements> st_;
    bool walPending_ = false;
};

} // namespace atlas
