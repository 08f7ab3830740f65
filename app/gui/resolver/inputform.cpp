// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/resolver/inputform.h"

#include "app/gui/style/themecolours.h"
#include "app/gui/resolver/fieldlisteditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleValidator>
#include <QGridLayout>
#include <QGroupBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace adjutant::app {

using rulesets::InputField;

namespace {

bool optionalInteger(const InputField &field)
{
    // A required number has no fallback; an optional one falls back to null. Both start empty,
    // so that the procedure, not the form, says what is missing.
    return !field.fallback.isDouble();
}

QString badgeStyle(bool overridden)
{
    return overridden
               ? QStringLiteral(
                     "QToolButton { background: #fdf0d5; color: #7a4d00; border: 1px solid #e8c27a;"
                     " border-radius: 8px; padding: 1px 7px; font-size: 8pt; }")
               : QStringLiteral(
                     "QToolButton { background: #e3eefa; color: #1d4f80; border: 1px solid #b5cde8;"
                     " border-radius: 8px; padding: 1px 7px; font-size: 8pt; }");
}

QString valueText(const InputField &field, const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? InputForm::tr("yes") : InputForm::tr("no");
    if (value.isDouble())
        return QString::number(value.toInt());
    if (value.isString())
        return field.kind == InputField::Kind::Choice ? InputForm::displayWord(value.toString())
                                                      : value.toString();
    return InputForm::tr("not given");
}

} // namespace

QString InputForm::displayWord(const QString &word)
{
    if (word.contains(QLatin1Char(' ')) || word.isEmpty() || !word.at(0).isLower())
        return word;
    static const QRegularExpression boundary(QStringLiteral("(?<=[a-z0-9])(?=[A-Z])"));
    QStringList parts = word.split(boundary);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const bool acronym = parts[i].size() > 1 && parts[i] == parts[i].toUpper();
        if (!acronym)
            parts[i] = i == 0 ? parts[i].at(0).toUpper() + parts[i].mid(1) : parts[i].toLower();
    }
    return parts.join(QLatin1Char(' '));
}

namespace {

void collectWords(const QList<InputField> &fields, QHash<QString, QString> &words)
{
    for (const InputField &field : fields) {
        words.insert(field.key, QStringLiteral("“%1”").arg(field.label));
        for (const QString &choice : field.choices)
            words.insert(choice, InputForm::displayWord(choice));
        collectWords(field.fields, words);
    }
}

} // namespace

QString InputForm::inWords(const QString &message) const
{
    QList<InputField> fields;
    for (const Row &row : mRows)
        fields.append(row.field);
    QHash<QString, QString> words;
    collectWords(fields, words);
    static const QRegularExpression identifier(QStringLiteral("\\b[a-z]+[A-Z][A-Za-z0-9]*\\b"));
    QString text;
    qsizetype at = 0;
    for (const QRegularExpressionMatch &match : identifier.globalMatch(message)) {
        text += message.mid(at, match.capturedStart() - at);
        text += words.value(match.captured(), match.captured());
        at = match.capturedEnd();
    }
    return text + message.mid(at);
}

InputForm::InputForm(const QList<InputField> &fields, QWidget *parent) : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(6);
    grid->setColumnStretch(1, 1);
    for (const InputField &field : fields)
        addRow(grid, field);
    grid->setRowStretch(grid->rowCount(), 1);
    setValue({});
}

void InputForm::addRow(QGridLayout *grid, const InputField &field)
{
    Row row;
    row.field = field;
    const int at = grid->rowCount();
    const QString tip = field.help.isEmpty() ? QString() : field.help;
    switch (field.kind) {
    case InputField::Kind::Object:
    case InputField::Kind::List: {
        auto *box = new QGroupBox(field.label, this);
        box->setToolTip(tip);
        auto *inner = new QVBoxLayout(box);
        if (field.kind == InputField::Kind::Object) {
            row.object = new InputForm(field.fields, box);
            connect(row.object, &InputForm::changed, this, &InputForm::edited);
            inner->addWidget(row.object);
            row.editor = row.object;
        } else {
            row.list = new FieldListEditor(field, box);
            connect(row.list, &FieldListEditor::changed, this, &InputForm::edited);
            inner->addWidget(row.list);
            row.editor = row.list;
        }
        row.problem = new QLabel(this);
        grid->addWidget(box, at, 0, 1, 3);
        grid->addWidget(row.problem, at + 1, 0, 1, 3);
        break;
    }
    default: {
        row.label = new QLabel(field.label, this);
        row.label->setToolTip(tip);
        row.label->setWordWrap(true);
        row.label->setMinimumWidth(170);
        if (field.kind == InputField::Kind::Boolean) {
            auto *check = new QCheckBox(this);
            connect(check, &QCheckBox::toggled, this, &InputForm::edited);
            row.editor = check;
        } else if (field.kind == InputField::Kind::Integer) {
            auto *spin = new QSpinBox(this);
            const bool optional = optionalInteger(field);
            spin->setRange(optional ? field.minimum - 1 : field.minimum, field.maximum);
            if (optional)
                spin->setSpecialValueText(field.fallback.isUndefined() ? tr("required")
                                                                       : tr("not given"));
            spin->setMinimumWidth(90);
            spin->setMaximumWidth(120);
            connect(spin, &QSpinBox::valueChanged, this, &InputForm::edited);
            row.editor = spin;
        } else if (field.kind == InputField::Kind::Choice) {
            auto *combo = new QComboBox(this);
            // Long choices ("Lost impact to lancers ...") must not widen the form beyond its pane.
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(12);
            if (!field.fallback.isString())
                combo->addItem(tr("choose…"), QString());
            for (const QString &choice : field.choices)
                combo->addItem(displayWord(choice), choice);
            connect(combo, &QComboBox::currentIndexChanged, this, &InputForm::edited);
            row.editor = combo;
        } else if (field.kind == InputField::Kind::ChoiceList) {
            // Several of the choices (the troop types of a mixed battle group): a menu of
            // check marks behind a button that lists what is chosen.
            auto *button = new QToolButton(this);
            button->setPopupMode(QToolButton::InstantPopup);
            button->setToolButtonStyle(Qt::ToolButtonTextOnly);
            button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
            auto *menu = new QMenu(button);
            for (const QString &choice : field.choices) {
                QAction *action = menu->addAction(displayWord(choice));
                action->setCheckable(true);
                action->setData(choice);
                connect(action, &QAction::toggled, this, [this, button] {
                    updateChoiceListText(button);
                    edited();
                });
            }
            button->setMenu(menu);
            updateChoiceListText(button);
            row.editor = button;
        } else {
            // Text, a number (a distance) or a list of whole numbers ("3 3"); empty is not given.
            auto *line = new QLineEdit(this);
            line->setClearButtonEnabled(true);
            if (field.kind == InputField::Kind::Number)
                line->setValidator(new QDoubleValidator(field.minimum, field.maximum, 2, line));
            else if (field.kind == InputField::Kind::IntegerList)
                line->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9 ,]*")), line));
            connect(line, &QLineEdit::textChanged, this, &InputForm::edited);
            row.editor = line;
        }
        row.editor->setToolTip(tip);
        row.label->setBuddy(row.editor);
        row.badge = new QToolButton(this);
        row.badge->setAutoRaise(true);
        row.badge->setCursor(Qt::PointingHandCursor);
        row.badge->hide();
        row.problem = new QLabel(this);
        if (field.hidden) {
            // An identifier (a battle group's id): kept, never shown.
            row.label->hide();
            row.editor->hide();
            break;
        }
        grid->addWidget(row.label, at, 0);
        if (field.kind == InputField::Kind::Choice || field.kind == InputField::Kind::Text)
            grid->addWidget(row.editor, at, 1); // full width: the choices' words are long
        else
            grid->addWidget(row.editor, at, 1, Qt::AlignLeft | Qt::AlignVCenter);
        grid->addWidget(row.badge, at, 2, Qt::AlignLeft | Qt::AlignVCenter);
        grid->addWidget(row.problem, at + 1, 1, 1, 2);
        break;
    }
    }
    row.editor->setObjectName(field.key);
    row.problem->setObjectName(field.key + QStringLiteral("Problem"));
    row.problem->setWordWrap(true);
    row.problem->setStyleSheet(themecolours::css(themecolours::problem()));
    row.problem->hide();
    mRows.append(row);
    if (row.badge) {
        const QString key = field.key;
        connect(row.badge, &QToolButton::clicked, this, [this, key] {
            for (Row &r : mRows) {
                if (r.field.key == key && !r.derived.isUndefined())
                    setRowValue(r, r.derived);
            }
            edited();
        });
    }
}

void InputForm::updateChoiceListText(QToolButton *button)
{
    QStringList chosen;
    for (const QAction *action : button->menu()->actions()) {
        if (action->isChecked())
            chosen.append(action->text());
    }
    button->setText(chosen.isEmpty() ? tr("none chosen") : chosen.join(QStringLiteral(", ")));
}

const InputForm::Row *InputForm::row(const QString &key) const
{
    for (const Row &r : mRows) {
        if (r.field.key == key)
            return &r;
    }
    return nullptr;
}

QJsonValue InputForm::rowValue(const Row &row) const
{
    switch (row.field.kind) {
    case InputField::Kind::Boolean:
        return static_cast<QCheckBox *>(row.editor)->isChecked();
    case InputField::Kind::Integer: {
        auto *spin = static_cast<QSpinBox *>(row.editor);
        if (optionalInteger(row.field) && spin->value() == spin->minimum())
            return QJsonValue(QJsonValue::Undefined);
        return spin->value();
    }
    case InputField::Kind::Choice: {
        const QString word = static_cast<QComboBox *>(row.editor)->currentData().toString();
        return word.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(word);
    }
    case InputField::Kind::Text: {
        const QString text = static_cast<QLineEdit *>(row.editor)->text().trimmed();
        return text.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(text);
    }
    case InputField::Kind::Number: {
        bool ok = false;
        const double number = QLocale().toDouble(static_cast<QLineEdit *>(row.editor)->text().trimmed(), &ok);
        return ok ? QJsonValue(number) : QJsonValue(QJsonValue::Undefined);
    }
    case InputField::Kind::IntegerList: {
        QJsonArray numbers;
        const QStringList parts =
            static_cast<QLineEdit *>(row.editor)->text().split(QRegularExpression(QStringLiteral("[ ,]+")), Qt::SkipEmptyParts);
        for (const QString &part : parts)
            numbers.append(part.toInt());
        return numbers.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(numbers);
    }
    case InputField::Kind::ChoiceList: {
        QJsonArray chosen;
        for (const QAction *action : static_cast<QToolButton *>(row.editor)->menu()->actions()) {
            if (action->isChecked())
                chosen.append(action->data().toString());
        }
        return chosen.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(chosen);
    }
    case InputField::Kind::Object: {
        const QJsonObject object = row.object->value();
        return object.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(object);
    }
    case InputField::Kind::List:
        return row.list->value();
    }
    return QJsonValue(QJsonValue::Undefined);
}

void InputForm::setRowValue(Row &row, const QJsonValue &given)
{
    const bool wasSetting = mSetting;
    mSetting = true;
    const QJsonValue value = given.isUndefined() || given.isNull() ? row.field.fallback : given;
    switch (row.field.kind) {
    case InputField::Kind::Boolean:
        static_cast<QCheckBox *>(row.editor)->setChecked(value.toBool(false));
        break;
    case InputField::Kind::Integer: {
        auto *spin = static_cast<QSpinBox *>(row.editor);
        spin->setValue(value.isDouble() ? value.toInt() : spin->minimum());
        break;
    }
    case InputField::Kind::Choice: {
        auto *combo = static_cast<QComboBox *>(row.editor);
        const int index = combo->findData(value.toString());
        combo->setCurrentIndex(index >= 0 ? index : 0);
        break;
    }
    case InputField::Kind::Text:
        static_cast<QLineEdit *>(row.editor)->setText(value.toString());
        break;
    case InputField::Kind::Number:
        static_cast<QLineEdit *>(row.editor)->setText(value.isDouble() ? QLocale().toString(value.toDouble()) : QString());
        break;
    case InputField::Kind::IntegerList: {
        QStringList numbers;
        for (const QJsonValue &n : value.toArray())
            numbers.append(QString::number(n.toInt()));
        static_cast<QLineEdit *>(row.editor)->setText(numbers.join(QLatin1Char(' ')));
        break;
    }
    case InputField::Kind::ChoiceList: {
        QStringList chosen;
        for (const QJsonValue &v : value.toArray())
            chosen.append(v.toString());
        auto *button = static_cast<QToolButton *>(row.editor);
        for (QAction *action : button->menu()->actions()) {
            const QSignalBlocker blocker(action);
            action->setChecked(chosen.contains(action->data().toString()));
        }
        updateChoiceListText(button);
        break;
    }
    case InputField::Kind::Object:
        row.object->setValue(value.toObject());
        break;
    case InputField::Kind::List:
        row.list->setValue(value.toArray());
        break;
    }
    mSetting = wasSetting;
}

QJsonObject InputForm::value() const
{
    QJsonObject object;
    for (const Row &row : mRows) {
        const QJsonValue value = rowValue(row);
        if (value.isUndefined())
            continue;
        // A yes/no fact at its fallback is left to the procedure, which may work it out from
        // other facts (the 25% of bases lost from the bases at the start and now).
        if (row.field.kind == InputField::Kind::Boolean && value == row.field.fallback &&
            row.derived.isUndefined())
            continue;
        if (row.field.kind == InputField::Kind::Boolean && value == row.field.fallback &&
            value == row.derived)
            continue;
        if (row.field.kind == InputField::Kind::List && value.toArray().isEmpty() &&
            row.field.fallback.isUndefined())
            continue;
        object.insert(row.field.key, value);
    }
    return object;
}

void InputForm::setValue(const QJsonObject &value)
{
    mSetting = true;
    for (Row &row : mRows) {
        row.derived = QJsonValue(QJsonValue::Undefined);
        row.why.clear();
        setRowValue(row, value.value(row.field.key));
        updateBadge(row);
    }
    mSetting = false;
    clearProblems();
    emit changed();
}

void InputForm::setDerived(const QJsonObject &facts, const QHash<QString, QString> &why,
                           const QString &source)
{
    mSetting = true;
    for (Row &row : mRows) {
        if (!facts.contains(row.field.key))
            continue;
        setRowValue(row, facts.value(row.field.key));
        row.derived = rowValue(row);
        row.why = why.value(row.field.key);
        row.source = source.isEmpty() ? tr("from the table") : source;
        if (row.badge) {
            updateBadge(row);
        } else if (row.editor && row.editor->parentWidget()) {
            // A list or object read off the table (the battle groups of a close combat): its box
            // says so, every entry in it stays editable.
            auto *box = row.editor->parentWidget();
            box->setToolTip(row.why);
            if (auto *group = qobject_cast<QGroupBox *>(box))
                group->setTitle(tr("%1 (%2)").arg(row.field.label, row.source));
            // Its entries' facts that `why` names ("target.armour", "shooters[0].range") are
            // marked in the entries too.
            const QJsonValue value = facts.value(row.field.key);
            if (row.object)
                markNested(row.object, value.toObject(), why, row.field.key + QLatin1Char('.'),
                           row.source);
            for (int i = 0; row.list && i < row.list->count(); ++i)
                markNested(row.list->form(i), value.toArray().at(i).toObject(), why,
                           QStringLiteral("%1[%2].").arg(row.field.key).arg(i), row.source);
        }
    }
    mSetting = false;
    emit changed();
}

void InputForm::markNested(InputForm *form, const QJsonObject &value,
                           const QHash<QString, QString> &why, const QString &prefix,
                           const QString &source)
{
    static const QRegularExpression head(QStringLiteral("[.\\[]"));
    QJsonObject facts;
    QHash<QString, QString> inner;
    for (auto it = why.begin(); it != why.end(); ++it) {
        if (!it.key().startsWith(prefix))
            continue;
        const QString rest = it.key().mid(prefix.size());
        const QString key = rest.section(head, 0, 0);
        if (value.contains(key))
            facts.insert(key, value.value(key));
        inner.insert(rest, it.value());
    }
    if (!facts.isEmpty())
        form->setDerived(facts, inner, source);
}

QStringList InputForm::derivedKeys() const
{
    QStringList keys;
    for (const Row &row : mRows) {
        if (!row.derived.isUndefined())
            keys.append(row.field.key);
    }
    return keys;
}

bool InputForm::isOverridden(const QString &key) const
{
    const Row *r = row(key);
    return r && !r->derived.isUndefined() && rowValue(*r) != r->derived;
}

void InputForm::updateBadge(Row &row)
{
    if (!row.badge)
        return;
    if (row.derived.isUndefined() || row.field.hidden) {
        row.badge->hide();
        return;
    }
    const bool overridden = rowValue(row) != row.derived;
    row.badge->setText(overridden ? tr("edited ↺") : row.source);
    row.badge->setStyleSheet(badgeStyle(overridden));
    const QString why = row.why.isEmpty() ? tr("Derived from the table.") : row.why;
    row.badge->setToolTip(
        overridden ? tr("You changed this. Given: %1 (%2). Click to put it back.")
                         .arg(valueText(row.field, row.derived), why)
                   : tr("%1 Change it if it is wrong.").arg(why));
    row.badge->show();
}

void InputForm::edited()
{
    if (mSetting)
        return;
    for (Row &row : mRows)
        updateBadge(row);
    emit changed();
}

bool InputForm::showProblem(const QString &path, const QString &message)
{
    static const QRegularExpression head(QStringLiteral("^([^.\\[]+)(.*)$"));
    const QRegularExpressionMatch match = head.match(path);
    if (!match.hasMatch())
        return false;
    const QString rest = match.captured(2);
    for (Row &row : mRows) {
        if (row.field.key != match.captured(1) || row.field.hidden)
            continue;
        if (row.object && rest.startsWith(QLatin1Char('.')) &&
            row.object->showProblem(rest.mid(1), message))
            return true;
        if (row.list && rest.startsWith(QLatin1Char('[')) && row.list->showProblem(rest, message))
            return true;
        row.problem->setText(rest.isEmpty() ? message : rest + QStringLiteral(": ") + message);
        row.problem->show();
        if (row.label)
            row.label->setStyleSheet(themecolours::css(themecolours::problem()) +
                                     QStringLiteral(" font-weight: bold;"));
        return true;
    }
    return false;
}

QString InputForm::askFor(const QString &path) const
{
    static const QRegularExpression head(QStringLiteral("^([^.\\[]+)(.*)$"));
    static const QRegularExpression indexed(QStringLiteral("^\\[(\\d+)\\]\\.(.+)$"));
    const QRegularExpressionMatch match = head.match(path);
    const Row *r = match.hasMatch() ? row(match.captured(1)) : nullptr;
    if (!r || r->field.hidden)
        return {};
    const QString rest = match.captured(2);
    if (r->object && rest.startsWith(QLatin1Char('.')))
        return r->object->askFor(rest.mid(1));
    if (r->list) {
        const QRegularExpressionMatch entry = indexed.match(rest);
        const InputForm *form = entry.hasMatch() ? r->list->form(entry.captured(1).toInt()) : nullptr;
        return form ? form->askFor(entry.captured(2)) : QString();
    }
    if (!rest.isEmpty() || !rowValue(*r).isUndefined() || !r->field.fallback.isUndefined())
        return {};
    switch (r->field.kind) {
    case InputField::Kind::Choice:
        return tr("choose one");
    case InputField::Kind::ChoiceList:
        return tr("choose at least one");
    default:
        return tr("required");
    }
}

void InputForm::clearProblems()
{
    for (Row &row : mRows) {
        row.problem->hide();
        row.problem->clear();
        if (row.label)
            row.label->setStyleSheet(QString());
        if (row.object)
            row.object->clearProblems();
        if (row.list)
            row.list->clearProblems();
    }
}

QWidget *InputForm::editor(const QString &key) const
{
    const Row *r = row(key);
    return r ? r->editor : nullptr;
}

QToolButton *InputForm::badge(const QString &key) const
{
    const Row *r = row(key);
    return r ? r->badge : nullptr;
}

QString InputForm::label(const QString &key) const
{
    const Row *r = row(key);
    return r ? r->field.label : QString();
}

} // namespace adjutant::app
