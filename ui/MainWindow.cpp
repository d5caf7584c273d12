#include "MainWindow.h"

#include <QLabel>

namespace atlas {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("AtlasMart Idempotency Lab"));
    setCentralWidget(new QLabel(tr("The lab window is being assembled."), this));
}

} // namespace atlas
