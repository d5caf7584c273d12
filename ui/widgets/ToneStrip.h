#pragma once

#include "frame/ThemeColors.h"

#include <QFrame>

namespace atlas {

// A strip that says something in a tone (ThemeColors): its ground is the
// tone's tint, its text the tone's text colour, with a stripe of that colour
// down its left edge, all renewed when the palette changes (theme, presenter
// mode). Message lines and banners are ToneStrips with their own content;
// their layouts leave kStripeWidth free on the left.
class ToneStrip : public QFrame
{
    Q_OBJECT
public:
    static constexpr int kStripeWidth = 4;

    explicit ToneStrip(Tone tone, QWidget* parent = nullptr);

    Tone tone() const { return tone_; }
    void setTone(Tone tone);

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void applyColours();

    Tone tone_;
};

} // namespace atlas
