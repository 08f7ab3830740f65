// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"

namespace adjutant::rulesets {

// A procedure needed a rule value the transcription lacks and the user has not supplied. The
// message names the table, the key, what is missing and how to supply it.
class MissingRuleValue : public core::Error
{
public:
    using core::Error::Error;
};

} // namespace adjutant::rulesets
