#pragma once

#include "controls/CommandRunner.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace atlas {

class Lab;
class MessageLine;

// Writes a CloudEvent by hand and publishes it (the publish command). Starts
// from a realistic AtlasMart template per event type; checks the text as it
// is typed the way the channel and the handler will read it, pointing at the
// line and column of a JSON error or at the member a field error names, and
// keeps Publish disabled while the event cannot be published. "New id" makes
// a new envelope for the same business event (-v1 → -v2): the duplicate an
// inbox keyed on source+id cannot catch, which the business guard must.
// Non-modal and left open after publishing, so a learner can publish again.
class EventComposer : public QDialog
{
    Q_OBJECT
public:
    explicit EventComposer(Lab& lab, QWidget* parent = nullptr);

    QString text() const;
    void setText(const QString& json);
    // The template for `eventType`, for the order it fits in this world.
    void loadTemplate(const QString& eventType);
    // Unless the learner edited the text: the event that makes sense next in
    // this world (suggestedTemplate). Called each time the composer opens.
    void followWorld();
    QString validationMessage() const;
    bool isPublishable() const;

    QPlainTextEdit* editor() const { return editor_; }
    QPushButton* publishButton() const { return publish_; }
    QPushButton* newIdButton() const { return newId_; }
    QComboBox* templateBox() const { return templates_; }
    QLabel* validationLabel() const { return validation_; }
    MessageLine* messageLine() const { return messageLine_; }

public slots:
    void bumpId();
    void publish();

signals:
    void published(quint64 deliveryId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void validate();

    Lab& lab_;
    MessageLine* messageLine_;
    CommandRunner run_;
    QComboBox* templates_;
    QPushButton* newId_;
    QPlainTextEdit* editor_;
    QLabel* validation_;
    QPushButton* publish_;
    Json event_; // the last text that parsed as JSON
    QString loaded_; // the template as loaded, to tell an edit from it
};

} // namespace atlas
