#pragma once

#include "controls/ControlSection.h"
#include "lab/chaos/ChaosConfig.h"

#include <QList>

class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace atlas {

class ChaosRunner;

// Configures and runs a chaos run: a seeded stream of orders and payment
// results with duplicates, reordering, lost acks, crashes and transient
// failures, to watch whether the world still converges.
class ChaosSection : public ControlSection
{
    Q_OBJECT
public:
    ChaosSection(Lab& lab, const CommandRunner& run, QWidget* parent = nullptr);

    ChaosRunner* runner() const { return runner_; }
    ChaosConfig config() const; // what the form describes (may be invalid)
    QProgressBar* progressBar() const { return progress_; }

public slots:
    void startRun();

protected:
    void sync(bool rebuilt) override;
    void updateAvailability() override;

private:
    QString configProblem() const; // empty when the form is a valid run
    void showProgress(quint64 published, quint64 total);
    void showFinished(bool cancelled, quint64 published);

    ChaosRunner* runner_;
    QSpinBox* orders_;
    QSpinBox* events_;
    QDoubleSpinBox* duplicate_;
    QDoubleSpinBox* reorder_;
    QDoubleSpinBox* lostAck_;
    QDoubleSpinBox* crash_;
    QDoubleSpinBox* transient_;
    QSpinBox* speed_;
    QPushButton* start_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QLabel* status_;
};

} // namespace atlas
