#pragma once

#include "workflow/handler/Decision.h"
#include "store/Transaction.h"

#include <string>

namespace atlas {

// Writes through a transaction and stages each one in the decision, so the
// inspector lists exactly the writes that committed (the decision drops the
// staged ones when the transaction rolls back).
class StagedWriter
{
public:
    StagedWriter(Transaction& tx, Decision& decision) : tx_(tx), decision_(decision) {}

    // A read in the same transaction, for an effect that must look before it
    // writes (the transaction refuses a read after the first write).
    DocumentSnapshot get(const std::string& path) { return tx_.get(path); }

    void create(const std::string& path, Json data)
    {
        tx_.create(path, std::move(data));
        decision_.stage(path, "create");
    }
    // Overwrites whatever is there: the blind strategies' write.
    void set(const std::string& path, Json data)
    {
        tx_.set(path, std::move(data));
        decision_.stage(path, "set");
    }
    void merge(const std::string& path, Json data)
    {
        tx_.set(path, std::move(data), true);
        decision_.stage(path, "merge");
    }
    void update(const std::string& path, Json fields)
    {
        tx_.update(path, std::move(fields));
        decision_.stage(path, "update");
    }

private:
    Transaction& tx_;
    Decision& decision_;
};

} // namespace atlas
