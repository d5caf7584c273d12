#pragma once

#include "store/json/Json.h"

#include <QCoreApplication>
#include <QPalette>
#include <QString>
#include <QStringList>

#include <string>

namespace atlas {

class Journal;
struct JournalEntry;

// Explains one journal entry in plain sentences, as rich text for a
// QTextBrowser. Everything comes from recorded facts: a handler's decision
// JSON (what it read, which branch it took, what it wrote in which commit,
// what it replied), a channel step's due time, a relay step's record, and the
// channel steps that followed the entry. Document paths and the event key
// become links "doc:N", N indexing links(): the document to select.
class WhyText
{
    Q_DECLARE_TR_FUNCTIONS(atlas::WhyText)
public:
    WhyText(const Journal& journal, const QPalette& palette);

    QString explain(const JournalEntry& entry);
    const QStringList& links() const { return links_; }

private:
    QString headline(const JournalEntry& entry) const;
    QString decision(const Json& data);
    QString inboxStep(const Json& data, const std::string& strategy);
    QString orderStep(const Json& data);
    QString businessKeyStep(const Json& data);
    QString keyConflict(const Json& conflict) const;
    QString branchStep(const Json& data, const std::string& strategy) const;
    QString writesStep(const Json& data);
    QString replyStep(const Json& data) const;
    QString inFlightStep(const Json& data) const;
    QString attemptStep(const JournalEntry& entry) const;
    QString channelStep(const JournalEntry& entry) const;
    QString relayStep(const JournalEntry& entry);
    QString operatorStep(const JournalEntry& entry);
    QString consequences(const JournalEntry& entry) const;

    // "2026-09-16T18:30:10.000Z" -> "18:30:10".
    static QString clockText(const std::string& iso);
    QString link(const std::string& path, const QString& label = {});
    QString eventLink(const std::string& messageKey);
    QString marked(const std::string& kind, const std::string& outcome, const QString& text) const;

    const Journal& journal_;
    QPalette palette_;
    QStringList links_;
};

} // namespace atlas
