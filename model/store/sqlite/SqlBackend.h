#pragma once

#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace atlas {

// The durable half of DocumentStore: one SQLite database. Qt SQL opens it
// and sets it up; the statements run per document are prepared once and run
// through SQLite's own interface (SqliteStatement), text bound and read as
// the UTF-8 bytes the file holds, without a copy or a QVariant. Any SQL
// error becomes a StoreError.
class SqlBackend
{
public:
    static constexpr int kSchemaVersion = 1;
    static constexpr int kApplicationId = 0x41544C42; // "ATLB"

    // Empty path: a private in-memory database. Otherwise a file in WAL mode;
    // a new or empty file is initialised, anything else must be a lab file of
    // this or an older schema.
    explicit SqlBackend(const QString& filePath = {});
    ~SqlBackend();
    SqlBackend(const SqlBackend&) = delete;
    SqlBackend& operator=(const SqlBackend&) = delete;

    struct Row
    {
        std::string data;
        std::int64_t createTime = 0;
        std::int64_t updateTime = 0;
    };
    // One write of a commit: an upsert when `data` is set, else a delete.
    struct Write
    {
        const std::string* collection = nullptr;
        const std::string* id = nullptr;
        const std::string* data = nullptr; // null: delete the document
        std::int64_t createTime = 0;
        std::int64_t updateTime = 0;
    };

    // Every stored document once, in no particular order (used to validate
    // a file and to count its documents when it is opened).
    using ScanVisitor = std::function<void(const std::string& collection, const std::string& id,
                                           const char* data, std::size_t size)>;
    void scanAll(const ScanVisitor& visit);
    // One document; false when absent.
    bool fetch(const std::string& collection, const std::string& id, Row& row);
    // A collection's documents ordered by id.
    using RowVisitor = std::function<void(std::string id, Row row)>;
    void fetchCollection(const std::string& collection, const RowVisitor& visit);

    // All or nothing: one statement commits on its own (SQLite makes every
    // statement atomic), several run inside BEGIN ... COMMIT.
    void write(const std::vector<Write>& writes);

    const QString& filePath() const { return filePath_; }

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
