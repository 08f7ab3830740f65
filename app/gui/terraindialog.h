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
// (Setup::terrainOwnNames) the players may type the name their copy gives, and the dialog marks it
// as theirs and says what the text lacks; otherwise only the rule set's types are accepted.
class TerrainDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Shape
    {
        Rectangle,
        Ellipse
    };

    // `used`: the types the battle's pieces have already (the players' own names among them are
    // offered again). `unitSymbol` empty: only the type is asked (changing a piece's type).
    TerrainDialog(const rulesets::Setup &setup, const QStringList &used, const QString &unitSymbol,
                  QWidget *parent = nullptr);

    // The type as chosen or typed, trimmed; empty while none is acceptable.
    QString type() const;
    // The type is the players' own name, not one the rule set gives.
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
    QPushButton *mOk = nullptr;
};

} // namespace adjutant::app
