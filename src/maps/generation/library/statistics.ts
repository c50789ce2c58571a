import { concept as c, subdomain as s, type CuratedDomain } from './types.js';

export const statistics: CuratedDomain = {
  id: 'statistics',
  label: { en: 'Statistics', es: 'Estadística', fr: 'Statistiques', de: 'Statistik' },
  aliases: ['stats', 'statistics and probability', 'data science'],
  subdomains: [
    s('descriptive', ['Descriptive statistics', 'Estadística descriptiva', 'Statistique descriptive', 'Beschreibende Statistik'], 'data-types data-collection data-visualisation central-tendency spread correlation linear-regression', 'data analysis'),
    s('probability', ['Probability', 'Probabilidad', 'Probabilités', 'Wahrscheinlichkeitsrechnung'], 'probability conditional-probability random-variables normal-distribution', 'chance'),
    s('inference', ['Statistical inference', 'Inferencia estadística', 'Statistique inférentielle', 'Schließende Statistik'], 'sampling-distributions confidence-intervals hypothesis-testing', 'inferential statistics|hypothesis testing'),
  ],
  concepts: [
    c('data-types', 'prerequisite', ['Types of data', 'Tipos de datos', 'Types de données', 'Datenarten'], 'Categorical versus numerical data, discrete versus continuous.', { aka: 'data|variables|categorical data|numerical data' }),
    c('data-collection', 'skill', ['Collecting data and sampling', 'Recogida de datos y muestreo', 'Collecte de données et échantillonnage', 'Datenerhebung und Stichproben'], 'Surveys, experiments, populations and samples, and sources of bias.', { req: 'data-types', aka: 'sampling|surveys|samples|bias' }),
    c('data-visualisation', 'skill', ['Charts and graphs', 'Gráficos estadísticos', 'Graphiques statistiques', 'Diagramme'], 'Bar charts, histograms, box plots and scatter plots, and reading them critically.', { req: 'data-types', aka: 'graphs|charts|histograms|data visualization|box plots' }),
    c('central-tendency', 'concept', ['Mean, median and mode', 'Media, mediana y moda', 'Moyenne, médiane et mode', 'Mittelwert, Median und Modus'], 'Measures of the centre of a data set and when to use each.', { req: 'data-types', aka: 'mean|median|mode|average|averages' }),
    c('spread', 'concept', ['Range, variance and standard deviation', 'Rango, varianza y desviación típica', 'Étendue, variance et écart type', 'Spannweite, Varianz und Standardabweichung'], 'How spread out data are: range, interquartile range, variance and standard deviation.', { req: 'central-tendency', aka: 'variance|standard deviation|dispersion|interquartile range' }),
    c('probability', 'concept', ['Basic probability', 'Probabilidad básica', 'Probabilités de base', 'Grundlagen der Wahrscheinlichkeit'], 'Outcomes, events and probabilities between 0 and 1; equally likely outcomes and experiments.', { req: 'data-types', aka: 'chance|likelihood|probability' }),
    c('conditional-probability', 'concept', ['Conditional probability', 'Probabilidad condicionada', 'Probabilités conditionnelles', 'Bedingte Wahrscheinlichkeit'], 'Probability of an event given another; independence, tree diagrams and Bayes’ theorem.', { req: 'probability', aka: 'bayes|independence|tree diagrams' }),
    c('random-variables', 'concept', ['Random variables and distributions', 'Variables aleatorias y distribuciones', 'Variables aléatoires et lois', 'Zufallsvariablen und Verteilungen'], 'Numerical outcomes of chance processes, expected value and the binomial distribution.', { req: 'probability spread', aka: 'expected value|binomial distribution|probability distribution' }),
    c('normal-distribution', 'concept', ['Normal distribution', 'Distribución normal', 'Loi normale', 'Normalverteilung'], 'The bell curve, z-scores and the 68–95–99.7 rule.', { req: 'random-variables', aka: 'bell curve|z-scores|gaussian' }),
    c('sampling-distributions', 'concept', ['Sampling distributions', 'Distribuciones muestrales', "Distributions d'échantillonnage", 'Stichprobenverteilungen'], 'How a statistic varies from sample to sample; the central limit theorem.', { req: 'normal-distribution data-collection', aka: 'central limit theorem|standard error' }),
    c('confidence-intervals', 'skill', ['Confidence intervals', 'Intervalos de confianza', 'Intervalles de confiance', 'Konfidenzintervalle'], 'Estimating a population value with a margin of error.', { req: 'sampling-distributions', aka: 'margin of error|estimation' }),
    c('hypothesis-testing', 'skill', ['Hypothesis testing', 'Contraste de hipótesis', "Tests d'hypothèse", 'Hypothesentests'], 'Null and alternative hypotheses, p-values and significance.', { req: 'sampling-distributions', rel: 'confidence-intervals', aka: 'p-value|significance|null hypothesis|t-test' }),
    c('correlation', 'concept', ['Correlation', 'Correlación', 'Corrélation', 'Korrelation'], 'Strength and direction of a linear relationship; correlation is not causation.', { req: 'data-visualisation spread', aka: 'correlation coefficient|scatter plots|association' }),
    c('linear-regression', 'skill', ['Linear regression', 'Regresión lineal', 'Régression linéaire', 'Lineare Regression'], 'Fitting a line of best fit by least squares and using it to predict.', { req: 'correlation', aka: 'regression|line of best fit|least squares' }),
  ],
};
