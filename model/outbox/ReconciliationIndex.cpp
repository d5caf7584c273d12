#include "ReconciliationIndex.h"

#include "EmailProvider.h"
#include "OutboxRecord.h"
#include "ReceiptRepair.h"
#include "Reconciliation.h"
#include "store/DocumentChange.h"
#include "store/DocumentStore.h"

#include <algorithm>

namespace atlas {
namespace {

const std::string& receiptKeyPrefix()
{
    static const std::string prefix = OutboxRecord::receiptKey("");
    return prefix;
}

const std::string& receiptIdPrefix()
{
    static const std::string prefix = OutboxRecord::receiptId("");
    return prefix;
}

} // namespace

void ReconciliationIndex::rebuild(const DocumentStore& store)
{
    *this = ReconciliationIndex();
    for (const auto& email : store.list(EmailProvider::kCollection))
        noteEmail(OutboxRecord::text(email->data, "businessKey"), email->id, true);
    for (const auto& order : store.list("orders"))
        dirty_.insert(order->id);
    refresh(store);
}

void ReconciliationIndex::noteEmail(const std::string& key, const std::string& emailId, bool added)
{
    std::vector<std::string>& ids = emailsByKey_[key];
    const auto at = std::lower_bound(ids.begin(), ids.end(), emailId);
    if (added && (at == ids.end() || *at != emailId))
        ids.insert(at, emailId);
    else if (!added && at != ids.end() && *at == emailId)
        ids.erase(at);
    if (ids.empty())
        emailsByKey_.erase(key);
    if (key.starts_with(receiptKeyPrefix()))
        dirty_.insert(key.substr(receiptKeyPrefix().size()));
}

void ReconciliationIndex::note(const CommitInfo& commit)
{
    for (const DocumentChange& change : commit.changes) {
        const std::string& collection = change.collection();
        const std::string& id = change.id();
        if (collection == "orders" || collection == ReceiptRepair::kCollection) {
            dirty_.insert(id);
        } else if (collection == OutboxRecord::kCollection) {
            if (id.starts_with(receiptIdPrefix()))
                dirty_.insert(id.substr(receiptIdPrefix().size()));
        } else if (collection == EmailProvider::kCollection) {
            if (change.before)
                noteEmail(OutboxRecord::text(change.before->data, "businessKey"), id, false);
            if (change.after)
                noteEmail(OutboxRecord::text(change.after->data, "businessKey"), id, true);
        }
    }
}

void ReconciliationIndex::refresh(const DocumentStore& store)
{
    for (const std::string& orderId : dirty_)
        recheck(store, orderId);
    dirty_.clear();
}

void ReconciliationIndex::forget(const std::string& orderId)
{
    ReceiptFinding::Kind kind;
    if (ok_.erase(orderId)) {
        kind = ReceiptFinding::Kind::Ok;
    } else if (auto it = completed_.find(orderId); it != completed_.end()) {
        kind = it->second.kind;
        completed_.erase(it);
    } else if (auto it = unexpected_.find(orderId); it != unexpected_.end()) {
        kind = it->second.kind;
        unexpected_.erase(it);
    } else {
        return;
    }
    const std::string name(toString(kind));
    if (--counts_[name] == 0)
        counts_.erase(name);
}

void ReconciliationIndex::keep(std::map<std::string, ReceiptFinding>& findings,
                               ReceiptFinding finding)
{
    ++counts_[std::string(toString(finding.kind))];
    if (finding.kind == ReceiptFinding::Kind::Ok) {
        ok_.insert(std::move(finding.orderId));
        return;
    }
    std::string orderId = finding.orderId;
    findings.emplace(std::move(orderId), std::move(finding));
}

void ReconciliationIndex::recheck(const DocumentStore& store, const std::string& orderId)
{
    forget(orderId);
    const std::vector<std::string>& ids = emailsOf(orderId);
    const auto order = orderId.empty() ? nullptr : store.find("orders", orderId);
    if (order && OutboxRecord::text(order->data, "state") == "COMPLETED")
        keep(completed_, Reconciliation::completed(store, orderId, ids));
    else if (!ids.empty())
        keep(unexpected_, Reconciliation::unexpected(store, orderId, ids));
}

const std::vector<std::string>& ReconciliationIndex::emailsOf(const std::string& orderId) const
{
    static const std::vector<std::string> none;
    const auto emails = emailsByKey_.find(OutboxRecord::receiptKey(orderId));
    return emails == emailsByKey_.end() ? none : emails->second;
}

ReconciliationReport ReconciliationIndex::report(const DocumentStore& store) const
{
    // The COMPLETED orders in id order, ok or not, as check() lists them.
    ReconciliationReport report;
    auto ok = ok_.begin();
    auto notOk = completed_.begin();
    while (ok != ok_.end() || notOk != completed_.end()) {
        if (notOk == completed_.end() || (ok != ok_.end() && *ok < notOk->first)) {
            ReceiptFinding finding = Reconciliation::completed(store, *ok, emailsOf(*ok));
            // What the index concluded, not what the store says now: a stale
            // entry shows as a finding that disagrees with check().
            finding.kind = ReceiptFinding::Kind::Ok;
            report.findings.push_back(std::move(finding));
            ++ok;
        } else {
            report.findings.push_back(notOk->second);
            ++notOk;
        }
    }
    for (const auto& [id, finding] : unexpected_)
        report.findings.push_back(finding);
    return report;
}

std::vector<const ReceiptFinding*> ReconciliationIndex::attention() const
{
    std::vector<const ReceiptFinding*> out;
    out.reserve(completed_.size() + unexpected_.size());
    for (const auto& [id, finding] : completed_)
        out.push_back(&finding);
    for (const auto& [id, finding] : unexpected_)
        out.push_back(&finding);
    return out;
}

int ReconciliationIndex::open() const
{
    int n = 0;
    for (const ReceiptFinding* f : attention())
        n += f->open() ? 1 : 0;
    return n;
}

} // namespace atlas
