#include "deliveries/EventComposer.h"

#include "controls/Availability.h"
#include "deliveries/EventTemplates.h"
#include "deliveries/EventTextCheck.h"
#include "deliveries/MessageLine.h"
#include "frame/ThemeColors.h"
#include "lab/Lab.h"
#include "store/clock/SimClock.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBlock>
#include <QVBoxLayout>

namespace atlas {

EventComposer::EventComposer(Lab& lab, QWidget* parent)
    : QDialog(parent), lab_(lab), messageLine_(new MessageLine(this)), run_(lab, *messageLine_),
      templates_(new QComboBox(this)), newId_(new QPushButton(tr("New id"), this)),
      editor_(new QPlainTextEdit(this)), validation_(new QLabel(this)),
      publish_(new QPushButton(tr("Publish"), this))
{
    setObjectName(QStringLiteral("eventComposer"));
    setWindowTitle(tr("Publish a CloudEvent"));
    setModal(false);
    resize(640, 560);

    templates_->setObjectName(QStringLiteral("templateBox"));
    templates_->addItems(eventTemplateTypes());
    templates_->setToolTip(tr("Start from a realistic AtlasMart event of this type (replaces the "
                              "text)"));
    connect(templates_, &QComboBox::activated, this,
            [this](int index) { loadTemplate(templates_->itemText(index)); });
    newId_->setObjectName(QStringLiteral("newIdButton"));
    connect(newId_, &QPushButton::clicked, this, &EventComposer::bumpId);

    editor_->setObjectName(QStringLiteral("eventEditor"));
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(std::max(mono.pointSizeF(), 11.0)); // legible on a projector
    editor_->setFont(mono);
    editor_->setLineWrapMode(QPlainTextEdit::NoWrap);
    editor_->setTabChangesFocus(true);
    connect(editor_, &QPlainTextEdit::textChanged, this, &EventComposer::validate);

    validation_->setObjectName(QStringLiteral("validationLabel"));
    validation_->setWordWrap(true);
    validation_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    publish_->setObjectName(QStringLiteral("publishButton"));
    publish_->setDefault(true);
    connect(publish_, &QPushButton::clicked, this, &EventComposer::publish);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(publish_, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Template:"), this));
    top->addWidget(templates_, 1);
    top->addWidget(newId_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(editor_, 1);
    layout->addWidget(validation_);
    layout->addWidget(messageLine_);
    layout->addWidget(buttons);

    followWorld();
}

void EventComposer::followWorld()
{
    if (text() != loaded_)
        return; // the learner's own edit is theirs
    const TemplateChoice choice = suggestedTemplate(lab_.store());
    templates_->setCurrentText(choice.type);
    loaded_ = eventTemplate(choice.type, SimClock::toIso(lab_.clock().now()), choice.orderId);
    setText(loaded_);
}

QString EventComposer::text() const
{
    return editor_->toPlainText();
}

void EventComposer::setText(const QString& json)
{
    editor_->setPlainText(json);
}

void EventComposer::loadTemplate(const QString& eventType)
{
    templates_->setCurrentText(eventType);
    loaded_ = eventTemplate(eventType, SimClock::toIso(lab_.clock().now()),
                            templateOrder(lab_.store(), eventType));
    setText(loaded_);
}

QString EventComposer::validationMessage() const
{
    return validation_->text();
}

bool EventComposer::isPublishable() const
{
    return publish_->isEnabled();
}

void EventComposer::validate()
{
    const EventTextCheck check = checkEventText(text());
    event_ = check.event;
    validation_->setText(check.message);
    // The words carry the verdict too.
    const Tone tone = check.level == EventTextCheck::Level::Error     ? Tone::Bad
                      : check.level == EventTextCheck::Level::Warning ? Tone::Warning
                                                                      : Tone::Good;
    QPalette verdict = palette();
    verdict.setColor(QPalette::WindowText, ThemeColors::text(tone, palette()));
    validation_->setPalette(verdict);

    QList<QTextEdit::ExtraSelection> marks;
    if (check.position) {
        const QTextBlock block = editor_->document()->findBlockByNumber(check.position->line - 1);
        if (block.isValid()) {
            QTextEdit::ExtraSelection mark;
            mark.cursor = QTextCursor(block);
            mark.cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                                     std::min(check.position->column - 1, block.length() - 1));
            mark.cursor.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor, check.length);
            mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
            mark.format.setUnderlineColor(ThemeColors::text(Tone::Bad, palette()));
            mark.format.setBackground(ThemeColors::tint(Tone::Bad, palette()));
            marks << mark;
        }
    }
    editor_->setExtraSelections(marks);

    setAvailability(publish_, tr("Publish this event to the channel (publish)"),
                    check.publishable() ? QString()
                                        : tr("Fix the event first: %1").arg(check.message));
    setAvailability(newId_,
                    tr("A new envelope (id -v1 → -v2) for the same business event: the inbox "
                       "sees a new event, only the business key can tell it is a repeat"),
                    event_.is_object() && event_.contains("id") && event_["id"].is_string()
                        ? QString()
                        : tr("The event needs a string id first"));
}

void EventComposer::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        validate(); // the verdict's and the error mark's colours follow the theme
}

void EventComposer::bumpId()
{
    if (!event_.is_object() || !event_.contains("id") || !event_["id"].is_string())
        return;
    const std::string id = event_["id"].get<std::string>();
    const QString next = QString::fromStdString(nextEnvelopeId(id));
    // Replace just the value, keeping the learner's layout.
    const QRegularExpression member(
        QStringLiteral("(\"id\"\\s*:\\s*)\"%1\"")
            .arg(QRegularExpression::escape(
                QString::fromStdString(Json(id).dump()).mid(1).chopped(1))));
    QString updated = text();
    const auto match = member.match(updated);
    if (match.hasMatch()) {
        updated.replace(match.capturedStart(), match.capturedLength(),
                        match.captured(1) +
                            QString::fromStdString(Json(next.toStdString()).dump()));
    } else {
        Json event = event_;
        event["id"] = next.toStdString();
        updated = QString::fromStdString(event.dump(2));
    }
    setText(updated);
    messageLine_->showInfo(
        tr("New envelope id %1: the same business event, a new event to the inbox.").arg(next));
}

void EventComposer::publish()
{
    if (!isPublishable())
        return;
    if (const auto result = run_("publish", Json{{"event", event_}})) {
        const auto delivery = result->value("deliveryId", std::uint64_t{0});
        messageLine_->showInfo(tr("Published: delivery %1 is in the queue.").arg(delivery));
        emit published(delivery);
    }
}

} // namespace atlas
