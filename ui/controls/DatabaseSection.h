#pragma once

#include "controls/ControlSection.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace atlas {

// The lab's databases, what happens to their documents without a handler:
// document triggers (addTrigger, removeTrigger), TTL policies
// (setTtlPolicy), the expiry the workflow stamps on inbox markers
// (setMarkerRetention) and an operator's hand deletion (deleteDocument). A
// summary lists the triggers, the policies and their pending deletions.
class DatabaseSection : public ControlSection
{
    Q_OBJECT
public:
    DatabaseSection(Lab& lab, const CommandRunner& run, QWidget* parent = nullptr);

protected:
    void sync(bool rebuilt) override;
    void updateAvailability() override;

private:
    std::string database() const;
    std::string collection() const;
    void applyMarkerRetention();
    QString summary() const;

    QComboBox* database_;
    QLineEdit* collection_;
    QComboBox* triggerOn_;
    QPushButton* addTrigger_;
    QComboBox* triggers_;
    QPushButton* removeTrigger_;
    QLineEdit* ttlField_;
    QSpinBox* ttlLag_;
    QPushButton* setTtl_;
    QPushButton* removeTtl_;
    QSpinBox* markerRetention_;
    QLineEdit* deletePath_;
    QPushButton* delete_;
    QLabel* summary_;
};

} // namespace atlas
