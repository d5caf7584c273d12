#pragma once

#include <QColor>
#include <QStringList>
#include <QVariant>
#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace atlas {

// A column of wrapped, selectable lines, each optionally coloured: a step's
// journal lines or its verdicts. Labels rather than a list view, so a long
// sentence wraps and the column is exactly as tall as its text.
class LineList : public QWidget
{
    Q_OBJECT
public:
    explicit LineList(QWidget* parent = nullptr);

    void clear();
    // `tag` is kept on the line's label as the "tag" property (a verdict, say).
    void addLine(const QString& text, const QColor& colour = {}, const QVariant& tag = {});
    int count() const { return static_cast<int>(labels_.size()); }
    QLabel* line(int index) const { return labels_.at(static_cast<qsizetype>(index)); }
    QStringList texts() const;

private:
    QVBoxLayout* layout_;
    QList<QLabel*> labels_;
};

} // namespace atlas
