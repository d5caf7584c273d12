#include "controls/ControlsPanel.h"

#include "controls/ChaosRunner.h"
#include "controls/ChaosSection.h"
#include "controls/DatabaseSection.h"
#include "controls/RelaySection.h"
#include "controls/StrategySection.h"
#include "controls/SubscriptionSection.h"
#include "controls/WorldSection.h"
#include "deliveries/MessageLine.h"

#include <QComboBox>
#include <QFormLayout>
#include <QScrollArea>
#include <QVBoxLayout>

namespace atlas {

ControlsPanel::ControlsPanel(Lab& lab, QWidget* parent)
    : QWidget(parent), messageLine_(new MessageLine(this)), run_(lab, *messageLine_)
{
    setObjectName(QStringLiteral("controlsPanel"));
    auto* content = new QWidget;
    strategy_ = new StrategySection(lab, run_, content);
    subscription_ = new SubscriptionSection(lab, run_, content);
    relay_ = new RelaySection(lab, run_, content);
    chaos_ = new ChaosSection(lab, run_, content);
    databases_ = new DatabaseSection(lab, run_, content);
    world_ = new WorldSection(lab, run_, content);
    auto* sections = new QVBoxLayout(content);
    sections->setContentsMargins(4, 4, 4, 4);
    for (QWidget* section :
         std::initializer_list<QWidget*>{strategy_, subscription_, relay_, databases_, chaos_,
                                         world_})
        sections->addWidget(section);
    sections->addStretch();
    // The panel scrolls up and down only, so in a narrow dock a field goes
    // under its label and a combo box elides its choice, instead of running
    // past the right edge.
    for (QFormLayout* form : content->findChildren<QFormLayout*>())
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (QComboBox* box : content->findChildren<QComboBox*>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(messageLine_);
    layout->addWidget(scroll, 1);

    ChaosRunner* runner = chaos_->runner();
    connect(runner, &ChaosRunner::runningChanged, this, [this](bool running) {
        const QString reason =
            running ? tr("A chaos run is in progress: wait for it or cancel it") : QString();
        for (ControlSection* section :
             std::initializer_list<ControlSection*>{strategy_, subscription_, relay_, databases_,
                                                    world_})
            section->setBusyReason(reason);
        emit chaosRunningChanged(running);
    });
    connect(runner, &ChaosRunner::progressed, this, &ControlsPanel::chaosProgressed);
}

ChaosRunner* ControlsPanel::chaosRunner() const
{
    return chaos_->runner();
}

} // namespace atlas
