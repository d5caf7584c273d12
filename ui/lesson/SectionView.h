#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace atlas {

class MarkdownView;

// One page of lesson text: a title, the Markdown, and a button that plays the
// scenario showing it happen (when the page has one).
class SectionView : public QWidget
{
    Q_OBJECT
public:
    explicit SectionView(QWidget* parent = nullptr);

    // `lessonFolder`: the folder of the lesson file the text is from, whose
    // images it may show (empty for the lab's own pages). An empty
    // scenarioId hides the play button.
    void showPage(const QString& title, const QString& markdown, const QString& lessonFolder = {},
                  const QString& scenarioId = {}, const QString& scenarioTitle = {},
                  bool scenarioCompleted = false);
    QString title() const;
    QString scenarioId() const { return scenarioId_; }

signals:
    void playRequested(const QString& scenarioId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyStyle();

    QLabel* title_;
    MarkdownView* text_;
    QLabel* scenario_;
    QPushButton* play_;
    QString plainTitle_;
    QString scenarioId_;
};

} // namespace atlas
