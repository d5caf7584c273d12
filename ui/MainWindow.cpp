#include "MainWindow.h"

#include <QLabel>

namespace atlas {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("AtlasMart Idempotency Lab"));
    setCentralWidget(new QLabel(tr("The lab window is being assembled."), this));
}

int MainWindow::runApplication(QApplication& app, const QStringList& arguments)
{
    MainWindow window;
    window.show();
    const int shot = arguments.indexOf(QStringLiteral("--screenshot"));
    if (shot >= 0 && shot + 1 < arguments.size())
        return window.grab().save(arguments.at(shot + 1)) ? 0 : 1;
    return app.exec();
}

} // namespace atlas
