#pragma once

#include <QFrame>

class QLabel;

namespace atlas {

// A dismissible line across the top of the lesson panel for things the
// learner should know but need not stop for: a progress file that could not
// be read, a lesson that could not be opened.
class NoticeBar : public QFrame
{
    Q_OBJECT
public:
    enum class Kind { Information, Warning };

    explicit NoticeBar(QWidget* parent = nullptr);

    void showNotice(const QString& text, Kind kind = Kind::Information);
    QString text() const;

private:
    QLabel* icon_;
    QLabel* text_;
};

} // namespace atlas
