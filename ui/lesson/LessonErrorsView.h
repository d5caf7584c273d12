#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace atlas {

struct LoadResult;

// Every problem found in a lesson file, one per line as
// file:line:column: /json/pointer: message, so a teacher can go straight to
// each one in an editor. Shown in the panel for a broken lesson in the list
// and inside the dialog that File → Open lesson… raises.
class LessonErrorsView : public QWidget
{
    Q_OBJECT
public:
    explicit LessonErrorsView(QWidget* parent = nullptr);

    void setResult(const LoadResult& result);
    QString errorText() const;

    // "lessons/bad.json: 3 problems" style heading for lists and titles.
    static QString headline(const LoadResult& result);

private:
    QLabel* heading_;
    QPlainTextEdit* errors_;
};

} // namespace atlas
