#include "frame/LabStatusBar.h"

#include "delivery/DeliveryChannel.h"
#include "lab/Lab.h"
#include "lab/timeline/Journal.h"
#include "store/clock/SimClock.h"
#include "widgets/SteadyLabel.h"

#include <QGuiApplication>

namespace atlas {

LabStatusBar::LabStatusBar(Lab& lab, QWidget* parent) : QStatusBar(parent), lab_(lab)
{
    setObjectName(QStringLiteral("labStatusBar"));
    time_ = addField("statusTime");
    seed_ = addField("statusSeed");
    queue_ = addField("statusQueue");
    journal_ = addField("statusJournal");
    time_->setToolTip(tr("Simulated time: it moves only when a command moves it"));
    seed_->setToolTip(tr("The seed: the same seed and the same clicks give the same run"));
    queue_->setToolTip(tr("Deliveries waiting in the channel's queue"));
    journal_->setToolTip(tr("Entries written to the journal so far"));
    connect(&lab_, &Lab::commandExecuted, this, &LabStatusBar::refresh);
    connect(&lab_, &Lab::worldRebuilt, this, &LabStatusBar::refresh);
    connect(&lab_, &Lab::replayProgressed, this, &LabStatusBar::showReplayProgress);
    // The tables and panels catch up with the rebuilt world before the
    // command counts as done: the cursor stays busy until then.
    connect(&lab_, &Lab::commandExecuted, this, &LabStatusBar::endReplay);
    refresh();
}

SteadyLabel* LabStatusBar::addField(const char* name)
{
    auto* label = new SteadyLabel(this);
    label->setObjectName(QLatin1String(name));
    addPermanentWidget(label);
    return label;
}

void LabStatusBar::refresh()
{
    time_->setSteadyText(tr("Sim time %1").arg(QString::fromStdString(lab_.clock().nowIso())));
    seed_->setSteadyText(tr("Seed %1").arg(lab_.seed()));
    queue_->setSteadyText(tr("Queue %1").arg(lab_.channel().queue().size()));
    journal_->setSteadyText(tr("Journal %1").arg(lab_.journal().total()));
}

void LabStatusBar::showReplayProgress(quint64 done, quint64 total)
{
    if (done == 0)
        replayStarted_.start();
    if (!replayStarted_.isValid() || replayStarted_.elapsed() < kReplayQuietMs)
        return;
    if (!replayShown_) {
        replayShown_ = true;
        QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    } else if (done < total && replayRepainted_.elapsed() < kReplayRepaintMs) {
        return;
    }
    showMessage(done < total ? tr("Rebuilding the world by replaying the log: %1% of the work "
                                  "done…")
                                   .arg(total == 0 ? 100 : done * 100 / total)
                             : tr("Replayed the log; showing the rebuilt world…"));
    // The replay does not return to the event loop: paint now or never.
    repaint();
    replayRepainted_.start();
}

void LabStatusBar::endReplay()
{
    replayStarted_.invalidate();
    if (!replayShown_)
        return;
    replayShown_ = false;
    clearMessage();
    QGuiApplication::restoreOverrideCursor();
}

void LabStatusBar::showNote(const QString& text)
{
    showMessage(text, kMessageMs);
}

QString LabStatusBar::summary() const
{
    return QStringList{time_->text(), seed_->text(), queue_->text(), journal_->text()}.join(
        QStringLiteral(" · "));
}

} // namespace atlas
