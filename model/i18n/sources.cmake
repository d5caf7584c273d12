target_sources(atlaslab_model PRIVATE
    i18n/Filled.h i18n/Filled.cpp
    i18n/Language.h i18n/Language.cpp
    i18n/Translated.h i18n/Translated.cpp
)
