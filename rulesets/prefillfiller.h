// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

namespace adjutant::rulesets {

// Fills a Prefill with the facts a procedure's form takes: a value goes in only when the
// procedure has a field of that key and kind and the value suits it (one of its choices, within
// its bounds), each with where it comes from.
class PrefillFiller
{
public:
    PrefillFiller(const ProcedureInfo &procedure, Prefill &prefill)
        : mProcedure(procedure), mPrefill(prefill)
    {
    }

    // The procedure's field of this key and kind, or nullptr.
    const InputField *field(const QString &key, InputField::Kind kind) const
    {
        for (const InputField &f : mProcedure.fields) {
            if (f.key == key)
                return f.kind == kind ? &f : nullptr;
        }
        return nullptr;
    }

    void set(const QString &key, InputField::Kind kind, const QJsonValue &value, const QString &why)
    {
        const InputField *f = field(key, kind);
        if (!f || value.isUndefined())
            return;
        if (kind == InputField::Kind::Choice && !f->choices.contains(value.toString()))
            return;
        if (kind == InputField::Kind::Integer &&
            (value.toInt() < f->minimum || value.toInt() > f->maximum))
            return;
        mPrefill.facts.insert(key, value);
        mPrefill.why.insert(key, why);
    }

private:
    const ProcedureInfo &mProcedure;
    Prefill &mPrefill;
};

} // namespace adjutant::rulesets
