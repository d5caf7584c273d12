#pragma once

#include <QMainWindow>

namespace atlas {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
};

} // namespace atlas
