#pragma once

#include "lab/monitor/InvariantVerdict.h"

#include <QToolButton>
#include <QWidget>

#include <vector>

class QResizeEvent;
class QLabel;

namespace atlas {

class FlowLayout;
class Lab;

// One invariant as a badge: ✓ and green while it holds, ✗ and red when it
// is broken (the mark carries the verdict without colour too). The tooltip
// gives the title, why it is broken and up to ten offenders. It paints its
// own flat, rounded ground: Button and ButtonText of its palette carry the
// verdict's colours (ThemeColors::badge), renewed when the palette changes.
class InvariantBadge : public QToolButton
{
    Q_OBJECT
    Q_PROPERTY(bool holds READ holds)
public:
    static constexpr int kOffendersShown = 10;

    explicit InvariantBadge(QWidget* parent = nullptr);

    void setVerdict(const InvariantVerdict& verdict);
    const InvariantVerdict& verdict() const { return verdict_; }
    bool holds() const { return verdict_.holds; }

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void applyColours();

    InvariantVerdict verdict_;
    bool shown_ = false;
};

// The always-visible strip of invariants (lab.invariants()), refreshed after
// every command from the Lab's incrementally kept verdicts. Clicking a broken
// invariant emits offendersActivated with its offenders (document paths such
// as orders/ord-1, or message keys) so the window can select them.
class InvariantBar : public QWidget
{
    Q_OBJECT
public:
    explicit InvariantBar(Lab& lab, QWidget* parent = nullptr);

    // Null for an id the lab does not report.
    InvariantBadge* badge(const QString& invariantId) const;
    QList<InvariantBadge*> badges() const { return badges_; }

    // The badges wrap onto a second line rather than run off a narrow
    // window: the bar is as tall as its lines at its width, and asks for
    // no more width than its widest badge.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void refresh();

signals:
    void offendersActivated(const QStringList& paths);

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitHeight();

    Lab& lab_;
    FlowLayout* layout_;
    QLabel* summary_;
    QList<InvariantBadge*> badges_;
};

} // namespace atlas
