#pragma once

#include "ReceiptFinding.h"
#include "ReconciliationReport.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace atlas {

class DocumentStore;
struct CommitInfo;

// Reconciliation::check kept up to date commit by commit, for a view that
// refreshes during a long run: check() lists every order and every email,
// so refreshing it live costs more the longer the run. The index notes which
// orders each commit touched (their order, outbox record, receipt emails or
// operator mark) and refresh() re-checks only those, with the same rules.
class ReconciliationIndex
{
public:
    // Starts over from what the store holds now (one pass over it).
    void rebuild(const DocumentStore& store);
    // Cheap, for every commit: remembers the receipt emails by business key
    // and which orders need a new look.
    void note(const CommitInfo& commit);
    // Re-checks the orders noted since the last refresh.
    void refresh(const DocumentStore& store);

    // As check() would report it now (after refresh()): the ok findings are
    // not kept, so their facts are read from the store again.
    ReconciliationReport report(const DocumentStore& store) const;
    // The findings that are not ok, in check()'s order.
    std::vector<const ReceiptFinding*> attention() const;
    // Every finding's kind counted, "ok" included.
    const std::map<std::string, int>& counts() const { return counts_; }
    int open() const;

private:
    void recheck(const DocumentStore& store, const std::string& orderId);
    void forget(const std::string& orderId);
    const std::vector<std::string>& emailsOf(const std::string& orderId) const;
    void keep(std::map<std::string, ReceiptFinding>& findings, ReceiptFinding finding);
    void noteEmail(const std::string& key, const std::string& emailId, bool added);

    std::map<std::string, std::vector<std::string>> emailsByKey_; // ids in id order
    std::set<std::string> dirty_;                                   // order ids
    // Nearly every COMPLETED order is ok in a long run, and a whole finding
    // (a sentence, states, ids) for each of them was most of a live window's
    // memory for this panel: an ok order is kept as its id alone.
    std::set<std::string> ok_;                         // COMPLETED and ok, by order id
    std::map<std::string, ReceiptFinding> completed_;  // COMPLETED, not ok, by order id
    std::map<std::string, ReceiptFinding> unexpected_; // by order id
    std::map<std::string, int> counts_;
};

} // namespace atlas
