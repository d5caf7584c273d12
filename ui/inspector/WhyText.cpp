#include "inspector/WhyText.h"

#include "inspector/JsonFields.h"
#include "lab/timeline/Journal.h"
#include "store/clock/SimClock.h"
#include "tables/OutcomeColors.h"
#include "views/JournalDocuments.h"
#include "views/OutcomeCategory.h"

#include <map>

namespace atlas {
namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QString bold(const QString& text)
{
    return QStringLiteral("<b>") + text + QStringLiteral("</b>");
}
QString code(const std::string& text)
{
    return QStringLiteral("<code>") + qs(text).toHtmlEscaped() + QStringLiteral("</code>");
}

QString list(const QStringList& items)
{
    QString html = QStringLiteral("<ol>");
    for (const QString& item : items)
        html += QStringLiteral("<li>") + item + QStringLiteral("</li>");
    return html + QStringLiteral("</ol>");
}

bool usesInbox(const std::string& strategy)
{
    return strategy != "no-dedup" && strategy != "business-key-only";
}

} // namespace

WhyText::WhyText(const Journal& journal, const QPalette& palette)
    : journal_(journal), palette_(palette)
{
}

QString WhyText::clockText(const std::string& iso)
{
    const auto t = iso.find('T');
    return qs(t == std::string::npos ? iso : iso.substr(t + 1, 8));
}

QString WhyText::link(const std::string& path, const QString& label)
{
    links_ << qs(path);
    return QStringLiteral("<a href=\"doc:%1\">%2</a>")
        .arg(links_.size() - 1)
        .arg((label.isEmpty() ? qs(path) : label).toHtmlEscaped());
}

QString WhyText::eventLink(const std::string& messageKey)
{
    return link(JournalDocuments::inboxPath(messageKey), qs(messageKey));
}

QString WhyText::marked(const std::string& kind, const std::string& outcome,
                        const QString& text) const
{
    const auto category = QString::fromLatin1(toString(outcomeCategory(kind, outcome)));
    return QStringLiteral("<span style=\"color:%1; font-weight:bold\">%2</span>")
        .arg(OutcomeColors::of(category, palette_).text.name(), text.toHtmlEscaped());
}

QString WhyText::explain(const JournalEntry& entry)
{
    links_.clear();
    QString html = headline(entry);
    if (!entry.messageKey.empty()) {
        QString event = tr("Event %1").arg(eventLink(entry.messageKey));
        if (entry.deliveryId != 0)
            event += tr(" · delivery %1").arg(entry.deliveryId);
        if (entry.attempt != 0)
            event += tr(" · attempt %1").arg(entry.attempt);
        html += QStringLiteral("<p>") + event + QStringLiteral("</p>");
    }
    if (entry.kind == "handler-result")
        html += decision(entry.data()) + consequences(entry);
    else if (entry.kind == "channel")
        html += channelStep(entry);
    else if (entry.kind == "handler")
        html += attemptStep(entry);
    else if (entry.kind == "relay")
        html += relayStep(entry);
    else if (entry.kind == "operator")
        html += operatorStep(entry);
    else if (entry.kind == "clock")
        html += QStringLiteral("<p>") +
                tr("The simulated clock moved. Time moves only when a command moves it, so "
                   "every run replays the same way.") +
                QStringLiteral("</p>");
    else if (entry.kind == "command")
        html += QStringLiteral("<p>") +
                tr("A command: %1. A click, a lesson step and the command line all run the same "
                   "commands; stepping back replays all of them but the last.")
                    .arg(bold(qs(entry.outcome).toHtmlEscaped())) +
                QStringLiteral("</p>");
    return html;
}

QString WhyText::headline(const JournalEntry& entry) const
{
    return QStringLiteral("<p><b>#%1</b> · %2 · %3 · %4</p><p><i>%5</i></p>")
        .arg(entry.seq)
        .arg(clockText(SimClock::toIso(entry.time)), qs(entry.kind).toHtmlEscaped(),
             marked(entry.kind, entry.outcome, qs(entry.outcome)),
             qs(entry.detail).toHtmlEscaped());
}

QString WhyText::decision(const Json& data)
{
    const std::string strategy = stringField(data, "strategy");
    QStringList steps;
    if (!strategy.empty())
        steps << tr("Strategy: %1.").arg(bold(qs(strategy)));
    if (const std::string fault = stringField(data, "fault"); !fault.empty() && fault != "none")
        steps << tr("Injected fault: %1 (this attempt only).").arg(bold(qs(fault)));
    steps << inboxStep(data, strategy) << orderStep(data) << businessKeyStep(data)
          << branchStep(data, strategy) << writesStep(data);
    if (data.contains("error")) {
        const Json& error = data["error"];
        const std::string code =
            error.is_string() ? error.get<std::string>() : stringField(error, "code");
        steps << tr("Error: %1.").arg(bold(qs(code).toHtmlEscaped()));
    }
    steps << inFlightStep(data) << replyStep(data);
    steps.removeAll(QString());
    return list(steps);
}

// An attempt that took time: when it ran, and what its transaction met.
QString WhyText::inFlightStep(const Json& data) const
{
    const Json info = data.value("inFlight", Json());
    if (!info.is_object())
        return {};
    QStringList parts;
    parts << tr("Attempt #%1 ran from %2 to %3 (%4 concurrency).")
                 .arg(info.value("attempt", 0))
                 .arg(clockText(stringField(info, "startedAt")),
                      clockText(stringField(info, "finishedAt")),
                      bold(qs(stringField(info, "concurrencyMode"))));
    for (const Json& step : info.value("contention", Json::array())) {
        if (stringField(step, "kind") == "lock-wait") {
            parts << tr("It waited for attempt #%1's lock on %2 from %3 to %4, then read the "
                        "committed state.")
                         .arg(step.value("holder", 0))
                         .arg(qs(stringField(step, "path")).toHtmlEscaped(),
                              clockText(stringField(step, "since")),
                              clockText(stringField(step, "until")));
            continue;
        }
        QStringList changed;
        for (const Json& c : step.value("changed", Json::array()))
            changed << tr("%1 (by %2)")
                           .arg(qs(stringField(c, "path")).toHtmlEscaped(),
                                c.value("by", 0) ? tr("attempt #%1").arg(c.value("by", 0))
                                                 : tr("a write outside the handlers"));
        parts << tr("Its transaction's try %1 was <b>ABORTED</b> at %2: %3 changed after it "
                    "read.")
                     .arg(step.value("txAttempt", 0))
                     .arg(clockText(stringField(step, "at")), changed.join(QStringLiteral(", ")));
    }
    parts << tr("Transaction tries: %1 of at most 5.").arg(info.value("txAttempts", 1));
    if (info.value("pastAckDeadline", false))
        parts << tr("It finished after its ack deadline: the channel had already redelivered "
                    "the message and ignored this reply.");
    return parts.join(QLatin1Char(' '));
}

QString WhyText::attemptStep(const JournalEntry& entry) const
{
    const QString mode = bold(qs(stringField(entry.data(), "concurrencyMode")));
    QString text;
    if (entry.outcome == "started")
        text = tr("An attempt that takes time: its last transaction reads now and commits when "
                  "the attempt finishes, so other deliveries can start alongside it (%1 "
                  "concurrency).")
                   .arg(mode);
    else if (entry.outcome == "lock-wait")
        text = tr("Pessimistic concurrency: a read-write transaction locks what it reads, so "
                  "this attempt waits for the lock before it reads.");
    else if (entry.outcome == "resumed")
        text = tr("The lock is free: the waiting attempt reads the committed state now.");
    else if (entry.outcome == "aborted")
        text = tr("Something the transaction read changed before it could commit, so the commit "
                  "was ABORTED. The transaction function runs again, at most 5 tries in all.");
    return text.isEmpty() ? text : QStringLiteral("<p>") + text + QStringLiteral("</p>");
}

QString WhyText::inboxStep(const Json& data, const std::string& strategy)
{
    const std::string marker = stringField(data, "inboxDocument");
    const Json existed = data.value("inboxExisted", Json());
    if (existed.is_boolean())
        return existed.get<bool>()
                   ? tr("Looked up inbox marker %1 → it <b>existed</b>: this source+id was "
                        "processed before.")
                         .arg(link(marker))
                   : tr("Looked up inbox marker %1 → it did <b>not</b> exist: the first time this "
                        "source+id is seen.")
                         .arg(link(marker));
    if (!usesInbox(strategy))
        return tr("No inbox marker consulted: strategy %1 keeps none.").arg(bold(qs(strategy)));
    if (marker.empty())
        return {};
    return tr("Did not read the inbox marker %1: the handler stopped before it.").arg(link(marker));
}

QString WhyText::orderStep(const Json& data)
{
    const std::string order = stringField(data, "orderPath");
    if (order.empty())
        return {};
    const Json existed = data.value("orderExisted", Json());
    if (!existed.is_boolean())
        return tr("Did not read %1.").arg(link(order));
    if (!existed.get<bool>())
        return tr("Read %1 → it does not exist (yet).").arg(link(order));
    const Json state = data.value("orderState", Json());
    return tr("Read %1 → state %2.")
        .arg(link(order),
             bold(state.is_string() ? qs(state.get<std::string>()).toHtmlEscaped() : tr("(none)")));
}

QString WhyText::businessKeyStep(const Json& data)
{
    const std::string key = stringField(data, "businessKey");
    QStringList parts;
    if (const Json record = data.value("businessKeyRecord", Json()); record.is_object()) {
        const std::string document = stringField(record, "document");
        const std::string holder = stringField(record, "heldBy");
        parts << (holder.empty()
                      ? tr("Looked up business key %1 in %2 → nobody holds it yet.")
                            .arg(code(key), link(document))
                      : tr("Looked up business key %1 in %2 → held by order %3.")
                            .arg(code(key), link(document), link("orders/" + holder, qs(holder))));
    }
    if (const Json conflict = data.value("businessKeyConflict", Json()); conflict.is_object())
        return (parts << keyConflict(conflict)).join(QLatin1Char(' '));
    if (data.value("businessKeyChecked", false)) {
        const bool matched = data.value("businessKeyMatched", false);
        const QString what = key.empty()
                                 ? tr("Checked the order's state against the event")
                                 : tr("Compared business key %1 with the order").arg(code(key));
        parts << (matched
                      ? tr("%1 → <b>already applied</b>: the order already shows this "
                           "outcome.")
                            .arg(what)
                      : tr("%1 → not applied yet: this outcome is new for the order.").arg(what));
    }
    return parts.join(QLatin1Char(' '));
}

QString WhyText::keyConflict(const Json& conflict) const
{
    QStringList differences;
    for (const auto& d : conflict.value("differs", Json::array()))
        differences << tr("%1 held %2, this event %3")
                           .arg(code(stringField(d, "field")), code(d.value("held", Json()).dump()),
                                code(d.value("presented", Json()).dump()));
    const std::string since = stringField(conflict, "heldSince");
    return tr("<b>Key conflict</b>: %1 first used it for another payload (%2). A key reused with "
              "a different payload is refused as BUSINESS_KEY_CONFLICT (permanent), as Stripe "
              "and Powertools with payload validation refuse it: neither a duplicate nor a new "
              "payment.")
        .arg(since.empty() ? tr("another event") : tr("event %1").arg(code(since)),
             differences.join(QStringLiteral("; ")));
}

QString WhyText::branchStep(const Json& data, const std::string& strategy) const
{
    const std::string branch = stringField(data, "branch");
    if (branch.empty())
        return {};
    const QString name = marked("handler-result", branch, qs(branch));
    const std::string crash = stringField(data, "crash");
    const QString planned = qs(stringField(data, "plannedBranch")).toHtmlEscaped();
    if (branch == "duplicate")
        return strategy == "business-key-only"
                   ? tr("Branch: %1 — the order already carries this business key, so nothing "
                        "was written.")
                         .arg(name)
                   : tr("Branch: %1 — a marker for this source+id exists, so nothing was "
                        "written.")
                         .arg(name);
    if (branch == "completed")
        return tr("Branch: %1 — the payment completes the order: a new state, a receipt email in "
                  "the outbox and the total added to a revenue shard.")
            .arg(name);
    if (branch == "created")
        return tr("Branch: %1 — the order did not exist, so this event created it.").arg(name);
    if (branch == "applied")
        return tr("Branch: %1 — the order moved to its next state.").arg(name);
    if (branch == "already-completed")
        return tr("Branch: %1 — the order is already COMPLETED, so the state guard changes "
                  "nothing.")
            .arg(name);
    if (branch == "already-exists")
        return tr("Branch: %1 — the order exists already, so creating it again changes nothing.")
            .arg(name);
    if (branch == "marker-written")
        return tr("Branch: %1 — the marker was committed first; the effect was to follow in a "
                  "separate commit.")
            .arg(name);
    if (branch == "retry")
        return tr("Branch: %1 — a retryable failure: the handler fails so the channel tries again "
                  "later.")
            .arg(name);
    if (branch == "parked")
        return tr("Branch: %1 — a permanent failure: retrying cannot help, so the event is parked "
                  "in workflowDeadLetters for an operator, and acked.")
            .arg(name);
    if (branch == "crash" && crash == "before-commit")
        return tr("Branch: %1 before commit — the process died inside the transaction, so it "
                  "rolled back. It was heading for “%2”.")
            .arg(name, planned);
    if (branch == "crash" && crash == "between-writes")
        return tr("Branch: %1 between writes — the process died after the first commit and "
                  "before the second: half the work is stored. It was heading for “%2”.")
            .arg(name, planned);
    if (branch == "crash")
        return tr("Branch: %1 after commit — the work is stored, but the process died before "
                  "replying, so the channel never hears of it.")
            .arg(name);
    return tr("Branch: %1.").arg(name);
}

QString WhyText::writesStep(const Json& data)
{
    const Json writes = data.value("writes", Json::array());
    if (!writes.is_array() || writes.empty())
        return stringField(data, "crash") == "before-commit"
                   ? tr("Wrote nothing: the transaction rolled back, so no partial state exists.")
                   : tr("Wrote nothing.");
    std::map<int, QStringList> commits;
    for (const auto& write : writes)
        commits[write.value("commit", 1)] << tr("%1 (%2)").arg(
            link(stringField(write, "path")), qs(stringField(write, "op")).toHtmlEscaped());
    if (commits.size() == 1)
        return tr("Wrote: %1 — in one transaction.")
            .arg(commits.begin()->second.join(QStringLiteral(", ")));
    QStringList parts;
    for (const auto& [commit, items] : commits)
        parts << tr("commit %1: %2").arg(commit).arg(items.join(QStringLiteral(", ")));
    const QString count = commits.size() == 2 ? tr("in two separate commits")
                                              : tr("in %1 separate commits").arg(commits.size());
    return tr("Wrote: %1 — %2. %3")
        .arg(parts.join(QStringLiteral("; ")), bold(count),
             marked("channel", "error",
                    tr("Separate commits are the wrong-strategy hazard: a crash or a duplicate "
                       "between them sees half the work.")));
}

QString WhyText::replyStep(const Json& data) const
{
    const std::string reply = stringField(data, "reply");
    if (reply == "ack")
        return tr("Reply: %1 → the channel marks the delivery done.")
            .arg(marked("channel", "acked", tr("ack")));
    if (reply == "nack")
        return tr("Reply: %1 → the channel retries after a backoff (with retries off, it drops "
                  "the event).")
            .arg(marked("channel", "retry", tr("nack")));
    if (reply == "no-ack")
        return tr("Reply: %1 → the channel hears nothing and redelivers after the ack deadline: a "
                  "duplicate is on its way.")
            .arg(marked("channel", "ack-lost", tr("no ack")));
    return {};
}

QString WhyText::consequences(const JournalEntry& entry) const
{
    // The channel reacts to a reply within the same command: look ahead until
    // the next command.
    QStringList steps;
    const std::uint64_t first = journal_.firstRetainedSeq();
    for (std::uint64_t seq = entry.seq + 1; seq <= journal_.total() && seq <= entry.seq + 12;
         ++seq) {
        const JournalEntry& next = journal_.at(static_cast<std::size_t>(seq - first));
        if (next.kind == "command")
            break;
        if (next.kind == "channel" && next.messageKey == entry.messageKey)
            steps << tr("Then the channel: %1 — %2")
                         .arg(marked(next.kind, next.outcome, qs(next.outcome)),
                              qs(next.detail).toHtmlEscaped());
    }
    return steps.isEmpty() ? QString()
                           : QStringLiteral("<p>") + steps.join(QStringLiteral("<br>")) +
                                 QStringLiteral("</p>");
}

} // namespace atlas
