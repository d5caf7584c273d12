#include "JournalFilterModel.h"

#include "JournalDocuments.h"
#include "JournalModel.h"
#include "lab/timeline/JournalEntry.h"

namespace atlas {

JournalFilterModel::JournalFilterModel(JournalModel& journal, QObject* parent)
    : QSortFilterProxyModel(parent), journal_(journal)
{
    setSourceModel(&journal_);
}

void JournalFilterModel::setKind(const QString& kind)
{
    if (kind == kind_)
        return;
    kind_ = kind;
    kindUtf8_ = kind.toStdString();
    invalidateFilter();
}

void JournalFilterModel::setText(const QString& text)
{
    if (text == text_)
        return;
    text_ = text;
    invalidateFilter();
}

void JournalFilterModel::setDocumentPath(const QString& path)
{
    if (path == documentPath_)
        return;
    documentPath_ = path;
    documentPathUtf8_ = path.toStdString();
    invalidateFilter();
}

bool JournalFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const JournalEntry* entry = journal_.entryAt(sourceRow);
    if (!entry)
        return false;
    if (!kindUtf8_.empty() && kindUtf8_ != entry->kind)
        return false;
    if (!documentPath_.isEmpty() && !JournalDocuments::concerns(*entry, documentPathUtf8_))
        return false;
    if (text_.isEmpty())
        return true;
    for (const std::string* field : {&entry->messageKey, &entry->outcome, &entry->detail})
        if (QString::fromStdString(*field).contains(text_, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace atlas
