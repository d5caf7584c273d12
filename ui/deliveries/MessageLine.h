#pragma once

#include "widgets/ToneStrip.h"

class QLabel;
class QToolButton;

namespace atlas {

// A panel's non-modal message strip: says why a command was refused (or what
// just happened) without stopping the learner with a dialog. Hidden while
// empty; the learner can dismiss it. Its tone (ToneStrip) is the severity's.
class MessageLine : public ToneStrip
{
    Q_OBJECT
public:
    enum class Severity { Info, Error };

    explicit MessageLine(QWidget* parent = nullptr);

    void showError(const QString& text);
    void showInfo(const QString& text);
    void clear();

    QString text() const;
    Severity severity() const { return severity_; }
    bool isError() const { return !text().isEmpty() && severity_ == Severity::Error; }

private:
    void show(Severity severity, const QString& text);

    QLabel* label_;
    QToolButton* close_;
    Severity severity_ = Severity::Info;
};

} // namespace atlas
