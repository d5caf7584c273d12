#pragma once

#include <QStatusBar>

class QLabel;

namespace atlas {

class Lab;

// The world at a glance, always visible: simulated time, seed, deliveries
// queued and journal entries so far. Messages (a refused command, why play
// stopped) appear on the left for a few seconds.
class LabStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    static constexpr int kMessageMs = 8000;

    explicit LabStatusBar(Lab& lab, QWidget* parent = nullptr);

    void showNote(const QString& text);
    QString summary() const; // the permanent fields, for tests and screen readers

private:
    void refresh();
    QLabel* addField(const char* name);

    Lab& lab_;
    QLabel* time_ = nullptr;
    QLabel* seed_ = nullptr;
    QLabel* queue_ = nullptr;
    QLabel* journal_ = nullptr;
};

} // namespace atlas
