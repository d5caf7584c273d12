#include "DashboardCsv.h"

#include "DashboardModel.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <QStringList>

namespace atlas {

namespace {

QString figure(double value)
{
    return QString::number(value, 'g', 6);
}

QString line(const QStringList& fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString& f : fields)
        quoted << DashboardCsv::field(f);
    return quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

} // namespace

QString DashboardCsv::field(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString escaped = text;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString DashboardCsv::toCsv(const DashboardModel& model)
{
    QStringList header{QStringLiteral("learner")};
    QStringList failures{QStringLiteral("most common failing invariant")};
    for (int i = 0; i < model.itemCount(); ++i) {
        header << model.itemAt(i).id;
        failures << model.itemAt(i).mostCommonFailure;
    }
    QString csv = line(header);
    for (int row = 0; row < model.learnerCount(); ++row) {
        QStringList fields{model.learnerAt(row)};
        for (int i = 0; i < model.itemCount(); ++i) {
            const DashboardCell* cell = model.cell(row, i);
            fields << (cell ? (cell->passed ? QStringLiteral("passed ") : QStringLiteral("failed ")) +
                                  figure(cell->points) + QLatin1Char('/') + figure(cell->maxPoints)
                            : QString());
        }
        csv += line(fields);
    }
    return csv + line(failures);
}

QString DashboardCsv::save(const DashboardModel& model, const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    file.write(toCsv(model).toUtf8());
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace atlas
