#pragma once

#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace atlas {

// The durable half of DocumentStore: one SQLite database through Qt SQL,
// every statement prepared once and bound. Any QSqlError becomes a StoreError.
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

    using RowVisitor = std::function<void(std::string collection, std::string id, std::string data,
                                          std::int64_t createTime, std::int64_t updateTime)>;
    void loadAll(const RowVisitor& visit);

    void begin();
    void commit();
    void rollback();
    void upsert(const std::string& collection, const std::string& id, const std::string& json,
                std::int64_t createTime, std::int64_t updateTime);
    void remove(const std::string& collection, const std::string& id);
    void removeAll();

    const QString& filePath() const { return filePath_; }

private:
    struct Statements;
    void open();
    void close();
    // Throws unless the file is usable; true when it needs the schema set up.
    bool checkCompatible();
    void prepareSchema(bool setUp);
    void switchToWal();

    QString filePath_;
    QString connection_;
    std::unique_ptr<Statements> st_;
    bool walPending_ = false;
};

} // namespace atlas
