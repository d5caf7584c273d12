#pragma once

#include <QApplication>
#include <QMainWindow>

namespace atlas {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Builds the window for the command line (--screenshot FILE renders it).
    static int runApplication(QApplication& app, const QStringList& arguments);
};

} // namespace atlas
