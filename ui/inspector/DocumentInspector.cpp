#include "inspector/DocumentInspector.h"

#include "delivery/DurationText.h"
#include "frame/ThemeColors.h"
#include "inspector/JsonHighlighter.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"
#include "store/StoreError.h"
#include "tables/LabTableView.h"
#include "tables/OutcomeDelegate.h"
#include "views/JournalFilterModel.h"
#include "views/JournalModel.h"

#include <QEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

namespace atlas {

DocumentInspector::DocumentInspector(Lab& lab, JournalModel& journal, QWidget* parent)
    : QWidget(parent), lab_(lab), journal_(journal)
{
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("documentTitle"));
    title_->setWordWrap(true);
    title_->setTextFormat(Qt::RichText);
    title_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    json_ = new QPlainTextEdit(this);
    json_->setObjectName(QStringLiteral("documentJson"));
    json_->setReadOnly(true);
    json_->setLineWrapMode(QPlainTextEdit::NoWrap);
    json_->setTabChangesFocus(true);
    // Only the family is set, so the size still follows the application
    // font through presenter mode and zoom.
    QFont mono;
    mono.setFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Monospace")});
    mono.setStyleHint(QFont::Monospace);
    json_->setFont(mono);
    highlighter_ = new JsonHighlighter(json_->document());
    highlighter_->setColours(ThemeColors::json(palette()));

    history_ = new JournalFilterModel(journal_, this);
    history_->setSourceModel(nullptr); // no document, no history: nothing to filter yet
    historyView_ = new LabTableView(this);
    historyView_->setObjectName(QStringLiteral("documentHistory"));
    historyView_->setSelectionMode(QAbstractItemView::SingleSelection);
    historyView_->setModel(history_);
    historyView_->setItemDelegate(new OutcomeDelegate(JournalModel::OutcomeColumn, historyView_));
    historyView_->setToolTip(tr("The journal entries that touched this document; choose one to "
                                "find it in the journal"));
    // Seq, time and outcome size themselves (ColumnFitter); the detail fills the rest.
    for (const int column : {int(JournalModel::KindColumn), int(JournalModel::MessageColumn),
                             int(JournalModel::DeliveryColumn), int(JournalModel::AttemptColumn)})
        historyView_->keepColumnHidden(column);
    const auto request = [this](const QModelIndex& index) {
        if (const auto seq = index.data(JournalModel::SeqRole).toULongLong(); seq != 0)
            emit journalEntryRequested(seq);
    };
    connect(historyView_, &QAbstractItemView::clicked, this, request);
    connect(historyView_, &QAbstractItemView::activated, this, request);
    connect(history_, &QAbstractItemModel::rowsInserted, historyView_,
            &QAbstractItemView::scrollToBottom);

    auto* historyBox = new QWidget(this);
    auto* historyLayout = new QVBoxLayout(historyBox);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    historyLayout->addWidget(new QLabel(tr("History of this document"), historyBox));
    historyLayout->addWidget(historyView_, 1);

    splitter_ = new QSplitter(Qt::Vertical, this);
    splitter_->setObjectName(QStringLiteral("documentSplitter"));
    splitter_->setChildrenCollapsible(false);
    splitter_->addWidget(json_);
    splitter_->addWidget(historyBox);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(title_);
    layout->addWidget(splitter_, 1);

    watchStore();
    connect(&lab_, &Lab::worldRebuilt, this, [this] {
        watchStore();
        changed_.clear(); // a rebuilt world has no "last commit" to show
        render();
    });
    render();
}

void DocumentInspector::watchStore()
{
    // The old store is gone with its connection; the new one starts fresh.
    connect(&lab_.store(), &DocumentStore::committed, this, &DocumentInspector::onCommit);
}

void DocumentInspector::showDocument(const QString& path, const QStringList& changedFields)
{
    path_ = path;
    changed_ = changedFields;
    if (path.isEmpty())
        history_->setSourceModel(nullptr);
    history_->setDocumentPath(path);
    if (!path.isEmpty() && history_->sourceModel() != &journal_)
        history_->setSourceModel(&journal_);
    historyView_->scrollToBottom();
    render();
}

void DocumentInspector::onCommit(const CommitInfo& commit)
{
    if (path_.isEmpty())
        return;
    const std::string path = path_.toStdString();
    for (const auto& change : commit.changes)
        if (change.doc().path() == path) {
            changed_.clear();
            for (const auto& field : change.changedFields())
                changed_ << QString::fromStdString(field);
            render();
            return;
        }
}

void DocumentInspector::render()
{
    if (path_.isEmpty()) {
        title_->setText(tr("<b>No document selected.</b> Choose a row in a table, or an entry "
                           "in the journal."));
        json_->clear();
        highlighter_->setChangedFields({});
        return;
    }
    DocumentPtr doc;
    try {
        doc = lab_.store().get(path_.toStdString()).document();
    } catch (const StoreError&) {
        // Not a valid path: shown below as "not in the store".
    }
    const QString path = path_.toHtmlEscaped();
    if (!doc) {
        title_->setText(
            tr("<b>%1</b><br>Not in the store: deleted, or not written (yet).").arg(path));
        json_->clear();
        highlighter_->setChangedFields({});
        return;
    }
    // The same sim time as the history below and the journal: time since the world began.
    const auto elapsed = [this](std::int64_t time) {
        return QString::fromStdString(formatElapsed(time - lab_.clock().epoch()));
    };
    QString meta =
        tr("created %1 · updated %2").arg(elapsed(doc->createTime), elapsed(doc->updateTime));
    if (!changed_.isEmpty())
        meta += tr(" · last commit changed: %1")
                    .arg(changed_.join(QStringLiteral(", ")).toHtmlEscaped());
    title_->setText(QStringLiteral("<b>%1</b><br>%2").arg(path, meta));
    highlighter_->setChangedFields(changed_);
    const int scroll = json_->verticalScrollBar()->value();
    json_->setPlainText(
        QString::fromStdString(doc->data.dump(2, ' ', false, Json::error_handler_t::replace)));
    json_->verticalScrollBar()->setValue(scroll);
}

QString DocumentInspector::jsonText() const
{
    return json_->toPlainText();
}

QStringList DocumentInspector::highlightedFields() const
{
    return highlighter_->changedFields();
}

void DocumentInspector::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        highlighter_->setColours(ThemeColors::json(palette()));
}

} // namespace atlas
