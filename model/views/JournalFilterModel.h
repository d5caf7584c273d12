#pragma once

#include <QSortFilterProxyModel>

#include <string>

namespace atlas {

class JournalModel;

// Narrows a JournalModel to what a learner is looking at: one kind of entry,
// a text (matched against the message key, outcome and detail), and/or the
// entries that concern one store document (the document's history). Each
// criterion is off when empty. Rows keep the journal's order.
class JournalFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit JournalFilterModel(JournalModel& journal, QObject* parent = nullptr);

    QString kind() const { return kind_; }
    void setKind(const QString& kind);
    QString text() const { return text_; }
    void setText(const QString& text);
    QString documentPath() const { return documentPath_; }
    void setDocumentPath(const QString& path);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    JournalModel& journal_;
    QString kind_;
    std::string kindUtf8_;
    QString text_;
    QString documentPath_;
    std::string documentPathUtf8_;
};

} // namespace atlas
