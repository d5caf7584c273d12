#include "SectionView.h"

#include "MarkdownView.h"
#include "ScaledFont.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace atlas {

SectionView::SectionView(QWidget* parent)
    : QWidget(parent), title_(new QLabel(this)),
      text_(new MarkdownView(MarkdownView::Sizing::Scroll, this)), scenario_(new QLabel(this)),
      play_(new QPushButton(tr("Play this scenario"), this))
{
    title_->setObjectName(QStringLiteral("sectionTitle"));
    title_->setWordWrap(true);
    title_->setTextFormat(Qt::RichText);
    text_->setObjectName(QStringLiteral("sectionText"));
    text_->setFrameShape(QFrame::NoFrame);
    text_->document()->setDocumentMargin(12);
    scenario_->setObjectName(QStringLiteral("sectionScenario"));
    scenario_->setWordWrap(true);
    play_->setObjectName(QStringLiteral("playSectionScenario"));
    play_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    play_->setToolTip(tr("Open this scenario in the player, ready at its first step"));
    connect(play_, &QPushButton::clicked, this, [this] { emit playRequested(scenarioId_); });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(text_, 1);
    layout->addWidget(scenario_);
    layout->addWidget(play_, 0, Qt::AlignLeft);
    scenario_->hide();
    play_->hide();
    applyStyle();
}

void SectionView::applyStyle()
{
    // Lesson prose is read from the back of the room: a size above the
    // controls around it.
    text_->setFont(scaledFont(font(), 1.15, false));
}

void SectionView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyStyle();
}

void SectionView::showPage(const QString& title, const QString& markdown,
                           const QString& lessonFolder, const QString& scenarioId,
                           const QString& scenarioTitle, bool scenarioCompleted)
{
    plainTitle_ = title;
    // Rich text sizes relative to the widget's font, so presenter mode and
    // zoom (which change the application font) still scale the title.
    title_->setText(QStringLiteral("<span style=\"font-size:x-large; font-weight:600\">%1</span>")
                        .arg(title.toHtmlEscaped()));
    text_->showMarkdown(markdown, lessonFolder);
    scenarioId_ = scenarioId;
    scenario_->setVisible(!scenarioId.isEmpty());
    play_->setVisible(!scenarioId.isEmpty());
    scenario_->setText(scenarioCompleted ? tr("Scenario: %1 (completed ✓)").arg(scenarioTitle)
                                         : tr("Scenario: %1").arg(scenarioTitle));
}

QString SectionView::title() const
{
    return plainTitle_;
}

} // namespace atlas
