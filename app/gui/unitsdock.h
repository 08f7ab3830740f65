#pragma once

#include <QDockWidget>

class QTreeWidget;

namespace adjutant::app {

class BattleDocument;

// Every unit by side with its troop type, quality, strength and rule-set state.
class UnitsDock : public QDockWidget
{
    Q_OBJECT

public:
    enum Column { Name, TroopType, Quality, Strength, State, Commander, ColumnCount };

    explicit UnitsDock(QWidget *parent = nullptr);
    void setDocument(const BattleDocument *document);
    QTreeWidget *tree() const { return mTree; }
    // The id of the unit selected, or empty (a side's row, or nothing).
    QString selectedUnit() const;

signals:
    void selectedUnitChanged(const QString &unitId);

private:
    void sync();
    const BattleDocument *mDocument = nullptr;
    QTreeWidget *mTree;
};

} // namespace adjutant::app
