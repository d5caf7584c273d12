#include "MatrixTable.h"

#include "explore/CrashMatrix.h"
#include "frame/ThemeColors.h"

#include <QEvent>
#include <QHeaderView>

namespace atlas {
namespace {

QString word(CellOutcome outcome)
{
    switch (outcome) {
    case CellOutcome::ExactlyOnce:
        return MatrixTable::tr("once");
    case CellOutcome::Duplicated:
        return MatrixTable::tr("DUPLICATED");
    case CellOutcome::Lost:
        return MatrixTable::tr("LOST");
    case CellOutcome::Parked:
        return MatrixTable::tr("parked");
    }
    return {};
}

Tone toneOf(const MatrixCell& cell)
{
    if (cell.red())
        return Tone::Bad;
    if (cell.order == CellOutcome::Parked || cell.email == CellOutcome::Parked)
        return Tone::Warning;
    return Tone::Good;
}

} // namespace

MatrixTable::MatrixTable(QWidget* parent) : QTableWidget(parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setWordWrap(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Rows share the window's height: on a projector every cell reads.
    verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    setToolTip(tr("Each cell: the order's durable state / the receipt email, over every run "
                  "with that one fault. Double-click or press Enter to play a red cell's trace."));
    const auto choose = [this](const QModelIndex& index) {
        if (index.isValid())
            emit cellChosen(index.row() * columnCount() + index.column());
    };
    connect(this, &QAbstractItemView::activated, this, choose);
}

void MatrixTable::showCells(const std::vector<MatrixCell>& cells)
{
    cells_ = cells;
    const auto rows = CrashMatrix::rows();
    const auto columns = CrashMatrix::columns();
    clear();
    setRowCount(static_cast<int>(rows.size()));
    setColumnCount(static_cast<int>(columns.size()));
    QStringList rowNames;
    for (const auto& row : rows)
        rowNames << (row.relay ? tr("relay: %1") : tr("handler: %1"))
                        .arg(QString::fromStdString(row.strategy));
    setVerticalHeaderLabels(rowNames);
    QStringList columnNames;
    for (const ExploreFault f : columns)
        columnNames << QString::fromUtf8(toString(f).data(), static_cast<int>(toString(f).size()))
                           .replace(QLatin1Char('-'), QLatin1Char('\n'));
    setHorizontalHeaderLabels(columnNames);
    for (std::size_t i = 0; i < cells_.size() && i < rows.size() * columns.size(); ++i) {
        const MatrixCell& cell = cells_[i];
        auto* item = new QTableWidgetItem(word(cell.order) + QStringLiteral("\n") +
                                          word(cell.email));
        item->setTextAlignment(Qt::AlignCenter);
        QString tip = tr("%1 against %2: the order %3, the email %4.")
                          .arg(rowNames.at(static_cast<int>(i / columns.size())),
                               QString(columnNames.at(static_cast<int>(i % columns.size())))
                                   .replace(QLatin1Char('\n'), QLatin1Char('-')),
                               word(cell.order), word(cell.email));
        if (cell.red())
            tip += QStringLiteral(" ") + tr("Broken: %1. Enter plays the trace (%2 moves).")
                                             .arg(QString::fromStdString(cell.result.verdict.title))
                                             .arg(cell.result.trace.size());
        item->setToolTip(tip);
        setItem(static_cast<int>(i / columns.size()), static_cast<int>(i % columns.size()), item);
    }
    paintCells();
}

const MatrixCell* MatrixTable::cellAt(int row, int column) const
{
    const auto index = static_cast<std::size_t>(row * columnCount() + column);
    return row >= 0 && column >= 0 && index < cells_.size() ? &cells_[index] : nullptr;
}

void MatrixTable::paintCells()
{
    for (int r = 0; r < rowCount(); ++r)
        for (int c = 0; c < columnCount(); ++c)
            if (QTableWidgetItem* it = item(r, c); it && cellAt(r, c)) {
                const Tone tone = toneOf(*cellAt(r, c));
                it->setBackground(ThemeColors::tint(tone, palette()));
                it->setForeground(palette().color(QPalette::Text));
            }
}

void MatrixTable::changeEvent(QEvent* event)
{
    QTableWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        paintCells();
}

} // namespace atlas
