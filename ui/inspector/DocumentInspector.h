#pragma once

#include <QStringList>
#include <QWidget>

#include <cstdint>

class QLabel;
class QPlainTextEdit;
class QSplitter;

namespace atlas {

struct CommitInfo;
class JournalFilterModel;
class JournalModel;
class JsonHighlighter;
class Lab;
class LabTableView;

// One store document, live: pretty JSON with the fields its last commit
// changed highlighted, and below it the journal entries that touched it
// (JournalDocuments decides which). Follows commits to the document and
// rebinds when the lab rebuilds its world. Choosing a history entry asks for
// it in the journal (journalEntryRequested).
class DocumentInspector : public QWidget
{
    Q_OBJECT
public:
    DocumentInspector(Lab& lab, JournalModel& journal, QWidget* parent = nullptr);

    void showDocument(const QString& path, const QStringList& changedFields = {});
    QString documentPath() const { return path_; }
    QString jsonText() const;
    QStringList highlightedFields() const;
    JournalFilterModel* historyModel() const { return history_; }
    QSplitter* splitter() const { return splitter_; }

signals:
    void journalEntryRequested(std::uint64_t seq);

protected:
    void changeEvent(QEvent* event) override;

private:
    void watchStore();
    void onCommit(const CommitInfo& commit);
    void render();

    Lab& lab_;
    JournalModel& journal_;
    QString path_;
    QStringList changed_;
    QLabel* title_ = nullptr;
    QPlainTextEdit* json_ = nullptr;
    JsonHighlighter* highlighter_ = nullptr;
    LabTableView* historyView_ = nullptr;
    JournalFilterModel* history_ = nullptr;
    QSplitter* splitter_ = nullptr;
};

} // namespace atlas
