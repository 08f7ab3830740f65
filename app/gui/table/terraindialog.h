// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/setup.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace adjutant::app {

// A terrain piece's type, chosen from the battle's rule set (rulesets::Setup::terrainTypes, each
// with the section that names it), and for a new piece its shape and size in the table's unit
// (Table > New Terrain, the table's context menu). Where the rules text lacks the book's list
// (Setup::terrainOwnNames) the types the battle's pieces have already are offered too, marked as
// not the rule set's, and the dialog says what the text lacks and how to supply it; nothing else is
// taken (no typed name, no "Lava").
class TerrainDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Shape
    {
        Rectangle,
        Ellipse
    };

    // `used`: the types the battle's pieces have already (offered too where the rule set's list is
    // incomplete). `unitSymbol` empty: only the type is asked (changing a piece's type).
    TerrainDialog(const rulesets::Setup &setup, const QStringList &used, const QString &unitSymbol,
                  QWidget *parent = nullptr);

    // The type as chosen or typed, trimmed; empty while none is acceptable.
    QString type() const;
    // The type is one of the battle's, not one the rule set gives.
    bool ownName() const;
    Shape shape() const;
    double width() const; // in the table's unit
    double depth() const;

    void setType(const QString &type);
    void setShape(Shape shape);

    QComboBox *typeBox() const { return mType; }
    QComboBox *shapeBox() const { return mShape; }
    QDoubleSpinBox *widthBox() const { return mWidth; }
    QDoubleSpinBox *depthBox() const { return mDepth; }
    QLabel *note() const { return mNote; }
    QPushButton *okButton() const { return mOk; }

private:
    void typeChanged();

    rulesets::Setup mSetup;
    QComboBox *mType;
    QComboBox *mShape;
    QDoubleSpinBox *mWidth;
    QDoubleSpinBox *mDepth;
    QLabel *mNote;
    QStringList mFromBattle; // offered from the battle's pieces, not the rule set's
    QPushButton *mOk = nullptr;
};

} // namespace adjutant::app
