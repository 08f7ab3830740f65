#pragma once

#include <QAbstractTableModel>

namespace adjutant::app {

class BattleDocument;

// The battle log as a table: one row per event, oldest first.
class LogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Seq, Time, Turn, Phase, Description, ColumnCount };

    explicit LogModel(QObject *parent = nullptr);
    void setDocument(const BattleDocument *document);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void sync();
    const BattleDocument *mDocument = nullptr;
    int mRows = 0;
};

} // namespace adjutant::app
