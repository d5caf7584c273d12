#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QTableView;

namespace atlas {

class DashboardColours;
class DashboardModel;

// The instructor's dashboard, a window of its own: the class as a grid of
// learners × scenarios, questions and exercises, live through LISTEN/NOTIFY,
// with the failing invariant each item's records name most, and Export CSV….
class DashboardWindow : public QWidget
{
    Q_OBJECT
public:
    explicit DashboardWindow(QWidget* parent = nullptr);
    ~DashboardWindow() override;

    // Connects to the class (server URL and class code) and shows it.
    bool openClass(const QString& serverUrl, const QString& classCode);
    DashboardModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QAction* exportAction() const { return export_; }
    QString statusText() const;
    // Writes the CSV; false with the reason shown in the window.
    bool exportCsv(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void connectToClass();
    void chooseExportFile();
    void showState();

    DashboardModel* model_;
    DashboardColours* colours_;
    QLineEdit* server_;
    QLineEdit* code_;
    QTableView* table_;
    QLabel* status_;
    QAction* connect_;
    QAction* refresh_;
    QAction* export_;
};

} // namespace atlas
