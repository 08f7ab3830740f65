// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/orientedrect.h"
#include "rulesets/setup.h"

#include <QDialog>
#include <QJsonObject>

#include <vector>

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

// Table > New Battle Group (New Unit): a unit from the rule set's troop catalogue and set-up
// (rulesets::Setup: troop type, armour, quality, capabilities, formation) in bases laid out as
// files x ranks, with base sizes from the book's table for the figure scale and, where the rule
// set counts figures, the figures on each base. It shows what the unit costs by the book's point
// values. It goes on the table in one step (one unit.added), at the top of the rule set's ladder.
class NewUnitDialog : public QDialog
{
    Q_OBJECT

public:
    NewUnitDialog(const core::Battle &battle, QWidget *parent = nullptr);

    // The unit as a unit.added payload's "unit", its front rank centred on `frontCentre` (table
    // mm), facing away from its own side's edge (side A up the table, the others down it).
    QJsonObject unit(const TableFrame &frame, geometry::Point frontCentre) const;
    // Its bases as unit() lays them out, in table mm.
    std::vector<geometry::OrientedRect> bases(geometry::Point frontCentre) const;

    // An id for a new unit named `name` that no unit of `battle` has: its letters and digits,
    // numbered when taken ("tercio2").
    static QString newUnitId(const core::Battle &battle, const QString &name);

    QComboBox *sideBox() const { return mSide; }
    QLineEdit *nameEdit() const { return mName; }
    QComboBox *troopTypeBox() const { return mType; }
    QComboBox *armourBox() const { return mArmour; }
    QComboBox *qualityBox() const { return mQuality; }
    QListWidget *capabilitiesList() const { return mCapabilities; }
    QComboBox *scaleBox() const { return mScale; }
    QSpinBox *filesBox() const { return mFiles; }
    QSpinBox *ranksBox() const { return mRanks; }
    QSpinBox *figuresBox() const { return mFigures; }
    QComboBox *formationBox() const { return mFormation; }
    QLabel *cost() const { return mCost; }
    QDoubleSpinBox *widthBox() const { return mWidth; }
    QDoubleSpinBox *depthBox() const { return mDepth; }
    QLabel *note() const { return mNote; }

private:
    void typeChanged();
    void figuresChanged();
    void reckonCost();
    int strength() const;

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
    QSpinBox *mFigures;
    QComboBox *mFormation;
    QDoubleSpinBox *mWidth;
    QDoubleSpinBox *mDepth;
    QLabel *mNote;
    QLabel *mCost;
    QString mRulesetId;
    double mFigureFrontage = 0; // mm; 0: the base's width does not follow its figures
    bool mCountsFigures = false; // the rule set counts figures on each base (OD 4)
    QPushButton *mOk = nullptr;
    rulesets::Setup mSetup;
    QStringList mLadder;
};

} // namespace adjutant::app
