#pragma once

#include <QIdentityProxyModel>
#include <QPalette>

namespace atlas {

// The dashboard's cells in ThemeColors' tones: passed Good, partly right
// Warning, failed Bad, each as a tint behind the tone's text. The ✓/✗ in
// the text carries the meaning for anyone who cannot tell the colours apart.
class DashboardColours : public QIdentityProxyModel
{
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    // The palette the view paints with; renewed on PaletteChange by the window.
    void setPalette(const QPalette& palette);
    QVariant data(const QModelIndex& index, int role) const override;

private:
    QPalette palette_;
};

} // namespace atlas
