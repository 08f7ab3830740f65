// SPDX-License-Identifier: GPL-3.0-or-later
// Every FoGR procedure as the resolvers and the CLI see it: its fields describe its input, its
// example runs, every choice a field offers is accepted, and the odds add up to 1.
#include "fogrtesting.h"

#include "core/error.h"
#include "rulesets/missingrulevalue.h"

#include <QSet>
#include <QTest>

using adjutant::rulesets::InputField;
using namespace fogrtesting;

namespace {

void checkFields(const QList<InputField> &fields, const QJsonObject &example, const QString &path)
{
    QSet<QString> keys;
    for (const InputField &field : fields) {
        QVERIFY2(!keys.contains(field.key), qPrintable(path + field.key + QStringLiteral(": listed twice")));
        keys.insert(field.key);
        QVERIFY2(!field.label.isEmpty(), qPrintable(path + field.key));
        // The resolver never shows an id: the procedure must do without it.
        if (field.hidden)
            QVERIFY2(!field.fallback.isUndefined(), qPrintable(path + field.key + QStringLiteral(": hidden and required")));
        if (field.fallback.isUndefined() && field.kind != InputField::Kind::Object && field.kind != InputField::Kind::List)
            QVERIFY2(example.contains(field.key), qPrintable(path + field.key + QStringLiteral(": required but not in the example")));
        if (field.kind == InputField::Kind::Choice) {
            QVERIFY2(!field.choices.isEmpty(), qPrintable(path + field.key));
            if (example.contains(field.key))
                QVERIFY2(field.choices.contains(example[field.key].toString()), qPrintable(path + field.key));
        }
        if (field.kind == InputField::Kind::List) {
            for (const QJsonValue &item : example[field.key].toArray())
                checkFields(field.fields, item.toObject(), path + field.key + QStringLiteral("[]."));
        }
        if (field.kind == InputField::Kind::Object)
            checkFields(field.fields, example[field.key].toObject(), path + field.key + QLatin1Char('.'));
    }
    for (auto it = example.begin(); it != example.end(); ++it)
        QVERIFY2(keys.contains(it.key()), qPrintable(path + it.key() + QStringLiteral(": in the example but not a field")));
}

// The chances of each group of outcomes add up to 1, and no outcome is listed twice.
void checkOutcomeGroups(const QJsonObject &output)
{
    QMap<QString, double> sums;
    QSet<QString> labels;
    for (const QJsonValue &o : output[QStringLiteral("outcomes")].toArray()) {
        sums[o[QStringLiteral("group")].toString()] += o[QStringLiteral("probability")].toDouble();
        const QString label = o[QStringLiteral("outcome")].toString();
        QVERIFY2(!labels.contains(label), qPrintable(label + QStringLiteral(": listed twice")));
        labels.insert(label);
    }
    for (auto it = sums.begin(); it != sums.end(); ++it)
        QVERIFY2(qAbs(it.value() - 1.0) < 1e-9, qPrintable(it.key()));
}

} // namespace

class TestFogrProcedures : public QObject
{
    Q_OBJECT

private slots:
    void procedure_data()
    {
        QTest::addColumn<QString>("id");
        for (const adjutant::rulesets::ProcedureInfo &info : fogr().procedures())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }

    void procedure()
    {
        QFETCH(QString, id);
        adjutant::rulesets::ProcedureInfo info;
        for (const adjutant::rulesets::ProcedureInfo &p : fogr().procedures()) {
            if (p.id == id)
                info = p;
        }
        QVERIFY(info.citation.startsWith(QStringLiteral("FoGR: ")));
        QVERIFY(!info.title.isEmpty() && !info.description.isEmpty());
        QVERIFY2(!info.fields.isEmpty(), "no fields described");
        const QJsonObject example = fogr().exampleInput(id);
        checkFields(info.fields, example, QString());

        const QJsonObject output = run(id, example);
        QCOMPARE(output[QStringLiteral("procedure")].toString(), id);
        checkOutcomeGroups(output);
        if (id == QStringLiteral("melee") || id == QStringLiteral("impact")) {
            // A FRAGMENTED side dropping one level or two ends BROKEN either way: one outcome.
            QJsonObject fragmented = example;
            QJsonArray sides = fragmented[QStringLiteral("sides")].toArray();
            QJsonObject side = sides[1].toObject();
            side[QStringLiteral("cohesion")] = QStringLiteral("Fragmented");
            sides[1] = side;
            fragmented[QStringLiteral("sides")] = sides;
            checkOutcomeGroups(run(id, fragmented));
        }

        // Every choice of every top-level field is a word the procedure takes.
        for (const InputField &field : info.fields) {
            if (field.kind != InputField::Kind::Choice)
                continue;
            for (const QString &choice : field.choices) {
                QJsonObject input = example;
                input[field.key] = choice;
                try {
                    run(id, input);
                } catch (const adjutant::core::Error &error) {
                    // Some combinations are refused as impossible, but never the word itself.
                    QVERIFY2(!error.message().contains(QStringLiteral("is not one of")),
                             qPrintable(field.key + QStringLiteral("=") + choice + QStringLiteral(": ") + error.message()));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestFogrProcedures)
#include "tst_fogrprocedures.moc"
