#include "inspector/WhyInspector.h"

#include "frame/PassGate.h"
#include "inspector/WhyText.h"
#include "lab/Lab.h"
#include "lab/timeline/Journal.h"
#include "views/JournalModel.h"

#include <QCheckBox>
#include <QEvent>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace atlas {

WhyInspector::WhyInspector(Lab& lab, JournalModel& journal, QWidget* parent)
    : QWidget(parent), lab_(lab), journal_(journal)
{
    browser_ = new QTextBrowser(this);
    browser_->setObjectName(QStringLiteral("whyText"));
    browser_->setOpenLinks(false);
    browser_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        bool ok = false;
        const int index = url.path().toInt(&ok);
        if (url.scheme() == QLatin1String("doc") && ok && index >= 0 && index < links_.size())
            emit documentRequested(links_.at(index));
    });

    follow_ = new QCheckBox(tr("Explain each new decision"), this);
    follow_->setObjectName(QStringLiteral("whyFollow"));
    follow_->setChecked(true);
    follow_->setToolTip(tr("When on, every new handler decision is explained here as it happens"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(browser_, 1);
    layout->addWidget(follow_);

    connect(&journal_, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex&, int first, int last) { followNewRows(first, last); });
    // A rebuilt world replays the same journal up to the step taken back, so
    // the entry shown is usually still there; render() says so if it is not.
    connect(&journal_, &QAbstractItemModel::modelReset, this, &WhyInspector::render);
    followTimer_.setObjectName(QStringLiteral("whyFollow"));
    followTimer_.setSingleShot(true);
    connect(&followTimer_, &QTimer::timeout, this, &WhyInspector::renderFollowed);
    render();
}

void WhyInspector::setCoalescing(bool on)
{
    coalescing_ = on;
    if (!on && followTimer_.isActive()) { // a followed decision not explained yet
        followTimer_.stop();
        render();
    }
}

void WhyInspector::renderFollowed()
{
    if (!PassGate::instance().claimRedraw()) {
        followTimer_.start(0); // the next pass
        return;
    }
    render();
}

void WhyInspector::showEntry(std::uint64_t seq)
{
    seq_ = seq;
    render();
}

bool WhyInspector::showDelivery(const QString& messageKey)
{
    const std::string key = messageKey.toStdString();
    const auto& entries = lab_.journal().entries();
    std::uint64_t latest = 0;
    for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
        if (it->messageKey != key)
            continue;
        if (it->kind == "handler-result") {
            showEntry(it->seq);
            return true;
        }
        if (latest == 0)
            latest = it->seq;
    }
    if (latest != 0)
        showEntry(latest);
    return latest != 0;
}

void WhyInspector::followNewRows(int first, int last)
{
    if (!follow_->isChecked())
        return;
    for (int row = last; row >= first; --row)
        if (const JournalEntry* entry = journal_.entryAt(row);
            entry && (entry->kind == "handler-result" || entry->outcome == "replayed")) {
            if (!coalescing_) {
                showEntry(entry->seq);
            } else {
                seq_ = entry->seq;
                if (!followTimer_.isActive())
                    followTimer_.start(kFollowIntervalMs);
            }
            return;
        }
}

void WhyInspector::render()
{
    const JournalEntry* entry = seq_ == 0 ? nullptr : journal_.entryBySeq(seq_);
    if (!entry) {
        links_.clear();
        browser_->setHtml(
            QStringLiteral("<p>") +
            tr("Choose an entry in the journal, or press <b>Step</b>, to see why it happened: "
               "what the handler read, which branch it took, what it wrote and what it "
               "replied.") +
            QStringLiteral("</p>"));
        return;
    }
    WhyText text(lab_.journal(), palette());
    browser_->setHtml(text.explain(*entry));
    links_ = text.links();
}

QString WhyInspector::plainText() const
{
    return browser_->toPlainText();
}

bool WhyInspector::followsNewDecisions() const
{
    return follow_->isChecked();
}
void WhyInspector::setFollowNewDecisions(bool follow)
{
    follow_->setChecked(follow);
}

void WhyInspector::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        render(); // the outcome colours are picked for the palette
}

} // namespace atlas
