#pragma once

#include "geometry/point.h"

#include <QDialog>
#include <QJsonObject>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace adjutant::core {
struct Battle;
}

namespace adjutant::app {

class TableFrame;

// Table > New Battle Group: a battle group from the rule set's troop catalogue (FoGR: troop
// type, armour, quality, capabilities) in a formation of files x ranks, with base sizes from
// the book's table for the figure scale. It goes on the table in one step (one unit.added).
class NewUnitDialog : public QDialog
{
    Q_OBJECT

public:
    NewUnitDialog(const core::Battle &battle, QWidget *parent = nullptr);

    // The unit as a unit.added payload's "unit", its front rank centred on `frontCentre` (table
    // mm), facing away from its own side's edge (side A up the table, the others down it).
    QJsonObject unit(const TableFrame &frame, geometry::Point frontCentre) const;

    QComboBox *sideBox() const { return mSide; }
    QLineEdit *nameEdit() const { return mName; }
    QComboBox *troopTypeBox() const { return mType; }
    QSpinBox *filesBox() const { return mFiles; }
    QSpinBox *ranksBox() const { return mRanks; }
    QDoubleSpinBox *depthBox() const { return mDepth; }
    QLabel *note() const { return mNote; }

private:
    void typeChanged();
    QString newId(const QString &name) const;

    const core::Battle &mBattle;
    QComboBox *mSide;
    QLineEdit *mName;
    QComboBox *mType;
    QComboBox *mArmour;
    QComboBox *mQuality;
    QListWidget *mCapabilities;
    QComboBox *mScale;
    QSpinBox *mFiles;
    QSpinBox *mRanks;
    QDoubleSpinBox *mWidth;
    QDoubleSpinBox *mDepth;
    QLabel *mNote;
    QPushButton *mOk = nullptr;
    QJsonObject mTypes; // troop type name -> its catalogue entry
    bool mFogr = false;
};

} // namespace adjutant::app
