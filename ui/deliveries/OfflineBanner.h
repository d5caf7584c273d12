#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace atlas {

class Lab;

// The strip over the delivery queue while the consumer is offline
// (setConsumerOffline): says since when and until when every push fails with
// UNAVAILABLE, and offers the button that brings the consumer back. Hidden
// while the consumer is online. Warning tone (ThemeColors), renewed when the
// palette changes.
class OfflineBanner : public QFrame
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

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void applyColours();

    QLabel* label_;
    QToolButton* bringBack_;
};

} // namespace atlas
