#pragma once

#include "widgets/ToneStrip.h"

class QLabel;
class QToolButton;

namespace atlas {

class Lab;

// The strip over the delivery queue while the consumer is offline
// (setConsumerOffline): says since when and until when every push fails with
// UNAVAILABLE, and offers the button that brings the consumer back. Hidden
// while the consumer is online. A ToneStrip in the warning tone.
class OfflineBanner : public ToneStrip
{
    Q_OBJECT
public:
    explicit OfflineBanner(QWidget* parent = nullptr);

    // Re-reads the lab's consumer state; `busyReason` non-empty disables the button.
    void showState(const Lab& lab, const QString& busyReason);
    QToolButton* bringBackButton() const { return bringBack_; }
    QString text() const;

signals:
    void bringBackRequested();

private:
    QLabel* label_;
    QToolButton* bringBack_;
};

} // namespace atlas
