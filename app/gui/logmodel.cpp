#include "app/gui/logmodel.h"

#include "app/gui/battledocument.h"
#include "core/battlesession.h"

namespace adjutant::app {

LogModel::LogModel(QObject *parent) : QAbstractTableModel(parent) {}

void LogModel::setDocument(const BattleDocument *document)
{
    beginResetModel();
    if (mDocument)
        disconnect(mDocument, nullptr, this, nullptr);
    mDocument = document;
    mRows = document ? int(document->session().events().size()) : 0;
    if (document)
        connect(document, &BattleDocument::changed, this, &LogModel::sync);
    endResetModel();
}

void LogModel::sync()
{
    // The log only grows: undo and redo are appended too.
    const int rows = int(mDocument->session().events().size());
    if (rows > mRows) {
        beginInsertRows({}, mRows, rows - 1);
        mRows = rows;
        endInsertRows();
    }
}

int LogModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : mRows; }

int LogModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!mDocument || !index.isValid() || index.row() >= mRows)
        return {};
    const auto &event = mDocument->session().events()[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Seq:
            return event.seq;
        case Time:
            return event.time.toLocalTime().toString(QStringLiteral("hh:mm:ss"));
        case Turn:
            return event.turn;
        case Phase:
            return event.phase;
        case Description:
            return event.description;
        }
    }
    if (role == Qt::ToolTipRole)
        return event.time.toLocalTime().toString(Qt::ISODate) + QLatin1Char('\n') + event.type;
    if (role == Qt::TextAlignmentRole && (index.column() == Seq || index.column() == Turn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Seq:
        return tr("#");
    case Time:
        return tr("Time");
    case Turn:
        return tr("Turn");
    case Phase:
        return tr("Phase");
    case Description:
        return tr("Event");
    }
    return {};
}

} // namespace adjutant::app
