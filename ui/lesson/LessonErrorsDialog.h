#pragma once

#include <QDialog>

namespace atlas {

class LessonErrorsView;
struct LoadResult;

// Raised when a lesson file that was opened cannot be played: lists every
// error with file:line:column, and lets the teacher copy them all at once.
class LessonErrorsDialog : public QDialog
{
    Q_OBJECT
public:
    LessonErrorsDialog(const LoadResult& result, QWidget* parent = nullptr);

    QString errorText() const;

private:
    LessonErrorsView* view_;
};

} // namespace atlas
