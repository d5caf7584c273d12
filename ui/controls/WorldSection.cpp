#include "controls/WorldSection.h"

#include "controls/Availability.h"
#include "controls/CommandRunner.h"
#include "lab/Lab.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

#include <limits>

namespace atlas {

WorldSection::WorldSection(Lab& lab, const CommandRunner& run, QWidget* parent)
    : ControlSection(tr("World"), lab, run, parent), seed_(new QSpinBox(this)),
      reset_(new QPushButton(tr("Reset with this seed…"), this))
{
    setObjectName(QStringLiteral("worldSection"));
    seed_->setObjectName(QStringLiteral("seedBox"));
    seed_->setRange(0, std::numeric_limits<int>::max());
    reset_->setObjectName(QStringLiteral("resetButton"));
    connect(reset_, &QPushButton::clicked, this, &WorldSection::requestReset);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(new QLabel(tr("Seed"), this));
    layout->addWidget(seed_, 1);
    layout->addWidget(reset_);
    start();
}

void WorldSection::requestReset()
{
    const int seed = seed_->value();
    auto* box = new QMessageBox(QMessageBox::Question, tr("Reset the lab"),
                                tr("Start a new, empty world with seed %1?").arg(seed),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("resetConfirmation"));
    box->setInformativeText(tr("This run (%n command(s)) is discarded; step back cannot undo a "
                               "reset.",
                               nullptr, int(lab_.commandLog().size())));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, seed](int result) {
        if (result == QMessageBox::Yes)
            run_("reset", Json{{"seed", seed}});
    });
    box->open();
}

void WorldSection::sync(bool rebuilt)
{
    if (rebuilt || !seed_->hasFocus())
        seed_->setValue(static_cast<int>(
            std::min<std::uint64_t>(lab_.seed(), std::numeric_limits<int>::max())));
}

void WorldSection::updateAvailability()
{
    setAvailability(seed_,
                    tr("Everything random (chaos runs, the order of faults) comes from one "
                       "generator seeded with this: the same seed and the same clicks give the "
                       "same run, byte for byte"),
                    busyReason());
    setAvailability(reset_, tr("Discard this run and start an empty world with the seed"),
                    busyReason());
}

} // namespace atlas
